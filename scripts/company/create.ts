/**
 * npm run company:create -- --coid <id> --name "<name>" --admin-email <e-mail>
 *                           [--currency USD] [--time-zone America/New_York] [--country US]
 *                           [--base "lat,lng"] [--service-radius-km 200]
 *
 * Creates a company that takes bookings at once and mails its first admin an invitation.
 */
import { parseNewCompany } from '../../apps/server/src/modules/operator/company-setup-input.ts';
import type { CreatedCompany } from '../../apps/server/src/modules/operator/company-setup.ts';
import { checkInput, execute, main, parseOptions } from './run-command.ts';

const USAGE = `Usage: npm run company:create -- --coid <id> --name "<name>" --admin-email <e-mail> [options]

Creates a company with working defaults (service types, a Sedan with rates, lead times, the
sandbox payment gateway, a service area around its base) and mails its first admin an invitation.

Options:
  --coid ID                 the company id riders' addresses use (letters, digits, - and _)
  --name NAME               the company's name
  --admin-email E-MAIL      who is invited as the first admin
  --currency CODE           ISO 4217 currency (default USD)
  --time-zone ZONE          IANA time zone (default America/New_York)
  --country CODE            ISO 3166 country (default: the country of the time zone's city)
  --base "LAT,LNG"          the base of the service area (default: the time zone's city)
  --service-radius-km KM    how far from the base the company drives (default 200)
  -h, --help                this help

Uses the server's environment: DATA_DIR or DATABASE_URL, PUBLIC_URL (the invitation's link),
MAIL_FROM.`;

main('company:create', async () => {
  const values = parseOptions(
    {
      coid: { type: 'string' },
      name: { type: 'string' },
      'admin-email': { type: 'string' },
      currency: { type: 'string' },
      'time-zone': { type: 'string' },
      country: { type: 'string' },
      base: { type: 'string' },
      'service-radius-km': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    USAGE,
  );
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const input = {
    coid: values.coid ?? '',
    name: values.name ?? '',
    adminEmail: values['admin-email'] ?? '',
    currency: values.currency,
    timeZone: values['time-zone'],
    country: values.country,
    base: values.base,
    serviceRadiusKm: values['service-radius-km'],
  };
  checkInput(() => parseNewCompany(input));
  const { result, where } = await execute('company:create', input);
  const company = result as CreatedCompany;
  console.log(
    [
      `Created company ${company.coid} (${company.name}) on the ${where}.`,
      `  currency ${company.currencyCode}, time zone ${company.timeZone}, country ${company.countryCode}`,
      `  service area: ${company.serviceRadiusKm} km around ${company.latitude},${company.longitude}${company.city ? ` (${company.city})` : ''}`,
      '  service types Point To Point, Airport Arrival, Airport Departure, Hourly; vehicle Sedan with starter rates',
      `Invitation for ${company.adminEmail} (first admin) is in the mail outbox, valid until ${company.invitationExpiresAt}.`,
      where === 'embedded database'
        ? 'The server sends it when it next starts.'
        : 'The server sends it now.',
    ].join('\n'),
  );
});
