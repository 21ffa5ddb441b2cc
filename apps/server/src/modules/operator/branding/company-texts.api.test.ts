import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import {
  bearer,
  buildRider,
  clearRateLimits,
  DEMO_RIDER,
  signInAs,
} from '../../auth/auth.test-helpers.ts';
import { pickupIn, serviceTypeIds, stops } from '../../rates/rates.test-helpers.ts';
import {
  ACME_ADMIN,
  DEMO_ADMIN,
  DEMO_DISPATCHER,
  signInAsStaff,
} from '../../staff/staff.test-helpers.ts';

const TEXT_FIELDS = 'language termsAndConditions rentalAgreement privacyPolicy';
const SETTINGS_FIELDS = `defaultLanguage termsAndConditions texts { ${TEXT_FIELDS} }`;
const SETTINGS = `query consoleCompanySettings { consoleCompanySettings { ${SETTINGS_FIELDS} } }`;
const SAVE_TEXTS = `mutation saveCompanyTexts($input: ConsoleCompanyTextsInput!) {
  saveCompanyTexts(input: $input) { ${SETTINGS_FIELDS} } }`;
const COMPANY_DATA = `query getCompanyData($coid: String!) {
  getCompanyData(coid: $coid) {
    termsAndConditions
    termsAndConditionsHtml
    privacyPolicy { html }
    defaultRentalAgreement { html }
    systemSettings { defaultServiceTypes { code rentalAgreement { html } } }
  }
}`;

interface CompanyTexts {
  termsAndConditions: string;
  termsAndConditionsHtml: string;
  privacyPolicy: { html: string };
  defaultRentalAgreement: { html: string };
  systemSettings: {
    defaultServiceTypes: { code: string; rentalAgreement: { html: string } | null }[];
  };
}

const SPANISH = {
  language: 'es',
  termsAndConditions: 'Los viajes los presta Demo Limousine.',
  rentalAgreement: 'El pasajero acepta las tarifas.',
  privacyPolicy: 'Sus datos solo sirven para su viaje.',
};

async function readTexts(api: TestApi, coid: string, headers: Record<string, string>) {
  const res = await api.gql<{ getCompanyData: CompanyTexts }>(COMPANY_DATA, { coid }, headers);
  expect(res.errors).toBeUndefined();
  return res.data!.getCompanyData;
}

async function storedTexts(api: TestApi, coid: string) {
  return api.db
    .selectFrom('company')
    .select(['terms_and_conditions', 'rental_agreement', 'privacy_policy'])
    .where('id', '=', coid)
    .executeTakeFirstOrThrow();
}

async function textAudits(api: TestApi, coid: string) {
  return api.db
    .selectFrom('audit_log')
    .select(['target', 'before', 'after'])
    .where('company_id', '=', coid)
    .where('action', '=', 'company.texts')
    .execute();
}

describe.each(databaseKinds())('operator texts by language on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  describe('saveCompanyTexts in a language', () => {
    it('refuses a dispatcher and nobody, writing nothing', async () => {
      const before = await storedTexts(api, 'demo');
      const dispatcher = await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password);
      for (const [headers, code] of [
        [dispatcher, 'FORBIDDEN'],
        [{}, 'UNAUTHENTICATED'],
      ] as const) {
        const res = await api.gql(SAVE_TEXTS, { input: SPANISH }, headers);
        expect(res.errors?.[0]?.extensions?.code).toBe(code);
      }
      expect(await storedTexts(api, 'demo')).toEqual(before);
    });

    it.each([
      ['xx', /"xx" is not a language/],
      ['es-ES', /"es-ES" is not a language/],
      ['de', /languages riders are offered/],
    ])('refuses the language %s on its field, writing nothing', async (language, message) => {
      // Demo offers English and Spanish only here: German is a language, but not one it offers.
      await api.db
        .updateTable('company')
        .set({ offered_languages: ['en', 'es'] })
        .where('id', '=', 'demo')
        .execute();
      const headers = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const before = await storedTexts(api, 'demo');
      const audits = (await textAudits(api, 'demo')).length;
      const res = await api.gql(SAVE_TEXTS, { input: { ...SPANISH, language } }, headers);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'language',
      });
      expect(res.errors?.[0]?.message).toMatch(message);
      expect(await storedTexts(api, 'demo')).toEqual(before);
      expect(await textAudits(api, 'demo')).toHaveLength(audits);
      await api.db
        .updateTable('company')
        .set({ offered_languages: ['en', 'es', 'fr', 'de', 'ar'] })
        .where('id', '=', 'demo')
        .execute();
    });

    it('keeps each language apart, the default untouched, audited by language', async () => {
      const headers = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const before = await storedTexts(api, 'demo');
      const res = await api.gql<{
        saveCompanyTexts: { termsAndConditions: string; texts: Record<string, string>[] };
      }>(SAVE_TEXTS, { input: SPANISH }, headers);
      expect(res.errors).toBeUndefined();
      const saved = res.data!.saveCompanyTexts;
      // The default language (English) first, as the console lists them; its text is unchanged.
      expect(saved.texts.map((t) => t.language)).toEqual(['en', 'es', 'fr', 'de', 'ar']);
      expect(saved.texts[0]?.termsAndConditions).toBe(before.terms_and_conditions.en);
      expect(saved.termsAndConditions).toBe(before.terms_and_conditions.en);
      expect(saved.texts[1]).toEqual({
        language: 'es',
        termsAndConditions: `<p>${SPANISH.termsAndConditions}</p>`,
        rentalAgreement: `<p>${SPANISH.rentalAgreement}</p>`,
        privacyPolicy: `<p>${SPANISH.privacyPolicy}</p>`,
      });
      expect(saved.texts[2]).toEqual({
        language: 'fr',
        termsAndConditions: '',
        rentalAgreement: '',
        privacyPolicy: '',
      });
      const stored = await storedTexts(api, 'demo');
      expect(stored.terms_and_conditions).toEqual({
        en: before.terms_and_conditions.en,
        es: `<p>${SPANISH.termsAndConditions}</p>`,
      });
      const audits = await textAudits(api, 'demo');
      expect(audits.at(-1)?.after).toMatchObject({
        language: 'es',
        termsAndConditions: `<p>${SPANISH.termsAndConditions}</p>`,
      });
      expect(audits.at(-1)?.before).toMatchObject({ language: 'es', termsAndConditions: '' });
    });

    it('writes the default language when none is named, as before', async () => {
      const headers = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const input = {
        termsAndConditions: 'English terms',
        rentalAgreement: 'A',
        privacyPolicy: 'P',
      };
      const res = await api.gql<{ saveCompanyTexts: { termsAndConditions: string } }>(
        SAVE_TEXTS,
        { input },
        headers,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.saveCompanyTexts.termsAndConditions).toBe('<p>English terms</p>');
      expect((await storedTexts(api, 'demo')).terms_and_conditions.en).toBe('<p>English terms</p>');
    });

    it("writes the admin's own company only; another company's riders never read it", async () => {
      const acme = await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');
      const demoBefore = await storedTexts(api, 'demo');
      const acmeTexts = {
        language: 'es',
        termsAndConditions: 'Términos de Acme',
        rentalAgreement: '',
        privacyPolicy: '',
      };
      const res = await api.gql(SAVE_TEXTS, { input: acmeTexts }, acme);
      expect(res.errors).toBeUndefined();
      expect(await storedTexts(api, 'demo')).toEqual(demoBefore);
      expect((await storedTexts(api, 'acme')).terms_and_conditions.es).toBe(
        '<p>Términos de Acme</p>',
      );
      const demoSpanish = await readTexts(api, 'demo', { 'accept-language': 'es' });
      expect(demoSpanish.termsAndConditions).not.toContain('Acme');
      const acmeSettings = await api.gql<{
        consoleCompanySettings: { texts: { language: string; termsAndConditions: string }[] };
      }>(SETTINGS, {}, acme);
      const acmeSpanish = acmeSettings.data!.consoleCompanySettings.texts.find(
        (t) => t.language === 'es',
      );
      expect(acmeSpanish?.termsAndConditions).toBe('<p>Términos de Acme</p>');
      expect(JSON.stringify(acmeSettings.data)).not.toContain('Demo Limousine');
      const acmeAudits = await textAudits(api, 'acme');
      expect(acmeAudits.at(-1)?.after).toMatchObject({ language: 'es' });
    });

    it('removes a language whose texts are emptied: its riders read the default again', async () => {
      const headers = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await api.gql(
        SAVE_TEXTS,
        { input: { ...SPANISH, language: 'fr', termsAndConditions: 'Conditions' } },
        headers,
      );
      expect((await storedTexts(api, 'demo')).terms_and_conditions).toHaveProperty('fr');
      const res = await api.gql(
        SAVE_TEXTS,
        {
          input: { language: 'fr', termsAndConditions: '', rentalAgreement: '', privacyPolicy: '' },
        },
        headers,
      );
      expect(res.errors).toBeUndefined();
      const stored = await storedTexts(api, 'demo');
      expect(stored.terms_and_conditions).not.toHaveProperty('fr');
      const french = await readTexts(api, 'demo', { 'accept-language': 'fr-FR' });
      expect(french.termsAndConditions).toBe(stored.terms_and_conditions.en);
    });
  });

  describe('getCompanyData in the reader’s language', () => {
    it('answers the request’s language when written, else the default language', async () => {
      const headers = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const saved = await api.gql(SAVE_TEXTS, { input: SPANISH }, headers);
      expect(saved.errors).toBeUndefined();
      const stored = await storedTexts(api, 'demo');

      const spanish = await readTexts(api, 'demo', { 'accept-language': 'es-ES,es;q=0.9' });
      expect(spanish.termsAndConditions).toBe(`<p>${SPANISH.termsAndConditions}</p>`);
      expect(spanish.termsAndConditionsHtml).toContain(SPANISH.termsAndConditions);
      expect(spanish.privacyPolicy.html).toContain(SPANISH.privacyPolicy);
      expect(spanish.defaultRentalAgreement.html).toContain(SPANISH.rentalAgreement);

      const english = await readTexts(api, 'demo', { 'accept-language': 'en-US' });
      expect(english.termsAndConditions).toBe(stored.terms_and_conditions.en);
      expect(english.privacyPolicy.html).not.toContain(SPANISH.privacyPolicy);

      // German is offered but not written: the default language's (English) texts.
      const german = await readTexts(api, 'demo', { 'accept-language': 'de-DE' });
      expect(german.termsAndConditions).toBe(stored.terms_and_conditions.en);
      const none = await readTexts(api, 'demo', {});
      expect(none.termsAndConditions).toBe(stored.terms_and_conditions.en);
    });

    it('follows a signed-in rider’s own language over the browser’s', async () => {
      const admin = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await api.gql(SAVE_TEXTS, { input: SPANISH }, admin);
      const rider = await buildRider(api);
      await api.db
        .updateTable('account_user')
        .set({ language: 'es' })
        .where('id', '=', rider.id)
        .execute();
      const tokens = await signInAs(api, rider.email, rider.password);
      const texts = await readTexts(api, 'demo', {
        ...bearer(tokens.accessToken),
        'accept-language': 'en-US',
      });
      expect(texts.termsAndConditions).toBe(`<p>${SPANISH.termsAndConditions}</p>`);
      const demoRider = await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password);
      const english = await readTexts(api, 'demo', {
        ...bearer(demoRider.accessToken),
        'accept-language': 'en-US',
      });
      expect(english.termsAndConditions).toBe(
        (await storedTexts(api, 'demo')).terms_and_conditions.en,
      );
    });

    it('passes over a language the company no longer offers', async () => {
      const admin = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await api.gql(SAVE_TEXTS, { input: SPANISH }, admin);
      await api.db
        .updateTable('company')
        .set({ offered_languages: ['en', 'fr'] })
        .where('id', '=', 'demo')
        .execute();
      const texts = await readTexts(api, 'demo', { 'accept-language': 'es' });
      expect(texts.termsAndConditions).toBe(
        (await storedTexts(api, 'demo')).terms_and_conditions.en,
      );
      await api.db
        .updateTable('company')
        .set({ offered_languages: ['en', 'es', 'fr', 'de', 'ar'] })
        .where('id', '=', 'demo')
        .execute();
    });

    it('reads a service type’s own rental agreement by language, with the same fallback', async () => {
      const airport = await api.db
        .selectFrom('service_type')
        .select(['id', 'rental_agreement'])
        .where('company_id', '=', 'demo')
        .where('code', '=', 'AA')
        .executeTakeFirstOrThrow();
      expect(airport.rental_agreement.en).toContain('Airport pickups');
      await api.db
        .updateTable('service_type')
        .set({
          rental_agreement: JSON.stringify({
            ...airport.rental_agreement,
            es: '<h2>Recogidas en el aeropuerto</h2>',
          }),
        })
        .where('id', '=', airport.id)
        .execute();
      const agreementOf = (texts: CompanyTexts, code: string) =>
        texts.systemSettings.defaultServiceTypes.find((t) => t.code === code)?.rentalAgreement;
      const spanish = await readTexts(api, 'demo', { 'accept-language': 'es' });
      expect(agreementOf(spanish, 'AA')?.html).toContain('Recogidas en el aeropuerto');
      const french = await readTexts(api, 'demo', { 'accept-language': 'fr' });
      expect(agreementOf(french, 'AA')?.html).toContain('Airport pickups');
      // A type without an agreement of its own still has none, in every language.
      expect(agreementOf(spanish, 'PTP')).toBeNull();
    });

    it('answers a quote’s service type with its rental agreement in the request’s language', async () => {
      const types = await serviceTypeIds(api, 'demo');
      await api.db
        .updateTable('service_type')
        .set({
          rental_agreement: JSON.stringify({ en: 'Point terms', es: 'Condiciones del trayecto' }),
        })
        .where('id', '=', types.PTP!)
        .execute();
      const lookup = `mutation getRates($input: LookupRatesInput!) {
        lookupRates(input: $input) { serviceType { code rentalAgreement { html } } }
      }`;
      const input = {
        coid: 'demo',
        serviceTypeId: types.PTP,
        ...pickupIn(30),
        totalPassengers: 1,
        totalLuggage: 0,
        route: [stops.plaza, stops.grandCentral],
      };
      const agreement = async (acceptLanguage: string) => {
        const res = await api.gql<{
          lookupRates: { serviceType: { rentalAgreement: { html: string } | null } };
        }>(lookup, { input }, { 'accept-language': acceptLanguage });
        expect(res.errors).toBeUndefined();
        return res.data!.lookupRates.serviceType.rentalAgreement?.html;
      };
      expect(await agreement('es-MX')).toBe('<p>Condiciones del trayecto</p>');
      expect(await agreement('de-DE')).toBe('<p>Point terms</p>');
      await api.db
        .updateTable('service_type')
        .set({ rental_agreement: '{}' })
        .where('id', '=', types.PTP!)
        .execute();
    });
  });
});
