import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicCompany } from '@ride/domain';
import { useLanguage } from '../../../lib/i18n/language.ts';
import { telHref } from '../../../lib/links.ts';
import { primaryPassenger } from '../lib/primary-passenger.ts';
import { paymentLabel, type OwnTrip } from '../lib/ride-details-view.ts';
import { receiptPayment } from '../lib/ride-money.ts';
import { pickupWhenIn } from '../lib/ride-text.ts';
import { extraPassengers, riderName } from '../lib/rider-name.ts';
import { PriceLines, TripTotal } from './price-breakdown.tsx';
import { TripRoute } from './trip-route.tsx';

type ReceiptCompany = Pick<
  PublicCompany,
  'name' | 'supportPhone' | 'phone1' | 'supportEmail' | 'generalEmailAddress' | 'websiteURL'
>;

function CompanyDetails({ company }: { company: ReceiptCompany }) {
  const phone = company.supportPhone || company.phone1;
  const email = company.supportEmail || company.generalEmailAddress;
  const website = company.websiteURL;
  return (
    <address className="receipt__company">
      <p className="receipt__company-name">{company.name}</p>
      {phone && <a href={telHref(phone)}>{phone}</a>}
      {email && <a href={`mailto:${email}`}>{email}</a>}
      {website && <a href={website}>{website.replace(/^https?:\/\//, '').replace(/\/$/, '')}</a>}
    </address>
  );
}

/**
 * Each price line, then the ledger's lines (the tip, refunds) and one total: what was charged,
 * or what is held before the capture (decision 63); a ride billed by invoice shows its price.
 */
function Charges({ trip, timeZone }: { trip: OwnTrip; timeZone: string }) {
  const { t } = useLingui();
  const payment = receiptPayment(trip, timeZone);
  return (
    <>
      <section className="ride-section" aria-label={t`Charges`}>
        <h2 className="ride-section__title">
          <Trans>Charges</Trans>
        </h2>
        <PriceLines trip={trip} />
        {payment && payment.lines.length > 0 && (
          <dl className="ride-lines receipt__ledger">
            {payment.lines.map((line) => (
              <div key={line.label} className="ride-lines__row">
                <dt>{line.label}</dt>
                <dd>{line.amount}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      {payment ? (
        <>
          <div className="ride-total">
            <span>{payment.total.label}</span>
            <span>{payment.total.amount}</span>
          </div>
          <p className="receipt__note">{payment.note}</p>
        </>
      ) : (
        <TripTotal trip={trip} label={t`TOTAL`} />
      )}
    </>
  );
}

/** A completed ride's receipt: who drove, what was driven, each price line and how it was paid. */
export function Receipt({
  trip,
  company,
  timeZone,
}: {
  trip: OwnTrip;
  company: ReceiptCompany;
  timeZone: string;
}) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const passenger = primaryPassenger(trip.passengers.edges);
  const extra = extraPassengers(trip.passengers.totalPassengerCount);
  const facts: [string, string][] = [
    [t`Confirmation number`, trip.confirmationNumber],
    [t`Pickup`, pickupWhenIn(language, new Date(trip.pickupAt), timeZone, true)],
    [t`Service`, trip.serviceType.name],
    [t`Vehicle`, trip.vehicleTypePicked.name],
    [
      t`Passenger`,
      `${riderName(passenger && { ...passenger, accountId: passenger.id })}${extra ? ` ${extra}` : ''}`,
    ],
    [t`Payment`, paymentLabel(trip)],
  ];
  return (
    <>
      <CompanyDetails company={company} />
      <section className="ride-section" aria-label={t`Ride`}>
        <h2 className="ride-section__title">
          <Trans>Ride</Trans>
        </h2>
        <dl className="receipt__facts">
          {facts.map(([term, value]) => (
            <div key={term} className="receipt__fact">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="ride-section" aria-label={t`Route`}>
        <h2 className="ride-section__title">
          <Trans>Route</Trans>
        </h2>
        <TripRoute routing={trip.routing} />
      </section>
      <Charges trip={trip} timeZone={timeZone} />
    </>
  );
}
