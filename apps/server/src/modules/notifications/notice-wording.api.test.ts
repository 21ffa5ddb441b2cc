import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { clearRateLimits } from '../auth/auth.test-helpers.ts';
import { buildReservation } from '../rides/rides.test-helpers.ts';
import {
  ACME_ADMIN,
  DEMO_ADMIN,
  DEMO_DISPATCHER,
  signInAsStaff,
} from '../staff/staff.test-helpers.ts';
import { buildStaff } from '../tracking/driver.test-helpers.ts';
import { buildFleetVehicle } from '../tracking/tracking.test-helpers.ts';
import { ASSIGN_RIDE, sentToRider } from './notices.test-helpers.ts';

const SETTING = /* GraphQL */ `
  mutation updateNoticeSetting($input: NoticeSettingInput!) {
    updateNoticeSetting(input: $input) {
      kind
      shortText
      shortTexts {
        language
        text
        fallbackText
        exampleDetails
      }
    }
  }
`;

const SETTINGS = /* GraphQL */ `
  query noticeSettings {
    noticeSettings {
      kind
      shortText
      shortTexts {
        language
        text
        fallbackText
      }
    }
  }
`;

interface ShortText {
  language: string;
  text: string | null;
  fallbackText: string;
  exampleDetails?: string;
}

const ASSIGNED = { kind: 'driver_assigned', email: true, sms: true, push: false };
const SPANISH_WORDING = 'Su chófer de Demo ya está listo.';
const ENGLISH_WORDING = 'Your Demo chauffeur is ready.';

describe.each(databaseKinds())('the operator’s notice wording by language on %s', (kind) => {
  const api = useTestApi(kind);
  let admin: Record<string, string>;
  let dispatcher: Record<string, string>;
  let slot = 0;

  beforeAll(async () => {
    admin = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
    dispatcher = await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password);
  });
  beforeEach(() => clearRateLimits(api));

  const ride = (language: 'en' | 'es' | 'fr') =>
    buildReservation(api, {
      inMinutes: 90 + 300 * slot++,
      passenger_phone: '+1 212 555 0146',
      passenger_email: `wording-${slot}@example.test`,
      language,
    });

  async function assign(rideId: string) {
    const driver = await buildStaff(api);
    const vehicle = await buildFleetVehicle(api);
    const res = await api.gql(
      ASSIGN_RIDE,
      { input: { reservationId: rideId, driverId: driver.id, fleetVehicleId: vehicle.id } },
      dispatcher,
    );
    expect(res.errors).toBeUndefined();
  }

  async function save(input: Record<string, unknown>, headers = admin) {
    return api.gql<{ updateNoticeSetting: { shortText: string | null; shortTexts: ShortText[] } }>(
      SETTING,
      { input },
      headers,
    );
  }

  it.each([
    ['xx', /"xx" is not a language/],
    ['EN', /"EN" is not a language/],
  ])('refuses the language %s on its field, keeping the wording', async (language, message) => {
    const res = await save({ ...ASSIGNED, language, shortText: 'Hola' });
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'language',
    });
    expect(res.errors?.[0]?.message).toMatch(message);
    const settings = await api.gql<{ noticeSettings: { kind: string; shortTexts: ShortText[] }[] }>(
      SETTINGS,
      {},
      admin,
    );
    const assigned = settings.data!.noticeSettings.find((s) => s.kind === 'driver_assigned')!;
    expect(assigned.shortTexts.every((t) => t.text === null)).toBe(true);
  });

  it('keeps a wording per language and says what an unwritten language falls back to', async () => {
    const english = await save({ ...ASSIGNED, language: 'en', shortText: ENGLISH_WORDING });
    expect(english.errors).toBeUndefined();
    const res = await save({ ...ASSIGNED, language: 'es', shortText: SPANISH_WORDING });
    expect(res.errors).toBeUndefined();
    const setting = res.data!.updateNoticeSetting;
    expect(setting.shortText).toBe(ENGLISH_WORDING);
    const byLanguage = Object.fromEntries(setting.shortTexts.map((t) => [t.language, t]));
    expect(setting.shortTexts[0]?.language).toBe('en');
    expect(byLanguage.es).toMatchObject({ text: SPANISH_WORDING });
    expect(byLanguage.es?.exampleDetails).toContain('Viaje n.º');
    // French is not written: French riders read the default language's (English) wording.
    expect(byLanguage.fr).toMatchObject({ text: null, fallbackText: ENGLISH_WORDING });
    // The default language's own fallback is the catalog's sentence.
    expect(byLanguage.en?.fallbackText).toBe('Your chauffeur is assigned.');

    // Another company sees none of it.
    const acme = await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');
    const acmeSettings = await api.gql<{ noticeSettings: { shortTexts: ShortText[] }[] }>(
      SETTINGS,
      {},
      acme,
    );
    expect(JSON.stringify(acmeSettings.data)).not.toContain('Demo chauffeur');
    expect(JSON.stringify(acmeSettings.data)).not.toContain(SPANISH_WORDING);

    const audit = await api.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('company_id', '=', 'demo')
      .where('action', '=', 'notices.update')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({
      short_text: { en: ENGLISH_WORDING, es: SPANISH_WORDING },
    });
  });

  it('sends a ride’s notice in its language with the operator’s wording in it', async () => {
    await save({ ...ASSIGNED, language: 'en', shortText: ENGLISH_WORDING });
    await save({ ...ASSIGNED, language: 'es', shortText: SPANISH_WORDING });
    const spanish = await ride('es');
    const french = await ride('fr');
    const english = await ride('en');
    for (const booked of [spanish, french, english]) await assign(booked.id);

    const spanishSent = await sentToRider(api, spanish.id);
    const spanishSms = spanishSent.find((m) => m.kind === 'driver_assigned' && m.channel === 'sms');
    expect(spanishSms?.body).toMatch(
      new RegExp(`^Demo Limousine: ${SPANISH_WORDING} Viaje n\\.º ${spanish.confirmation_number}`),
    );
    const spanishMail = spanishSent.find(
      (m) => m.kind === 'driver_assigned' && m.channel === 'email',
    );
    expect(spanishMail?.body).toContain(SPANISH_WORDING);
    expect(spanishMail?.body).not.toContain(ENGLISH_WORDING);

    // French has no wording of its own: the default language's, with the ride's facts in French.
    const frenchSms = (await sentToRider(api, french.id, 'sms')).find(
      (m) => m.kind === 'driver_assigned',
    );
    expect(frenchSms?.body).toMatch(new RegExp(`^Demo Limousine: ${ENGLISH_WORDING} `));
    expect(frenchSms?.body).not.toContain(`Ride #${french.confirmation_number}`);

    const englishSms = (await sentToRider(api, english.id, 'sms')).find(
      (m) => m.kind === 'driver_assigned',
    );
    expect(englishSms?.body).toMatch(
      new RegExp(`^Demo Limousine: ${ENGLISH_WORDING} Ride #${english.confirmation_number}`),
    );
  });

  it('lets a language’s wording go: its riders then read the default language’s', async () => {
    await save({ ...ASSIGNED, language: 'en', shortText: ENGLISH_WORDING });
    const res = await save({ ...ASSIGNED, language: 'es', shortText: '' });
    expect(res.errors).toBeUndefined();
    const spanish = res.data!.updateNoticeSetting.shortTexts.find((t) => t.language === 'es');
    expect(spanish).toMatchObject({ text: null, fallbackText: ENGLISH_WORDING });
    const booked = await ride('es');
    await assign(booked.id);
    const sms = (await sentToRider(api, booked.id, 'sms')).find(
      (m) => m.kind === 'driver_assigned',
    );
    expect(sms?.body).toMatch(new RegExp(`^Demo Limousine: ${ENGLISH_WORDING} Viaje n\\.º`));
  });
});
