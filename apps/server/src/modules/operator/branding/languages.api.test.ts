import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import {
  ACME_ADMIN,
  DEMO_ADMIN,
  DEMO_DISPATCHER,
  DEMO_DRIVER,
  signInAsStaff,
} from '../../staff/staff.test-helpers.ts';

const LANGUAGE_FIELDS = 'defaultLanguage offeredLanguages';
const SETTINGS = `query consoleCompanySettings { consoleCompanySettings { ${LANGUAGE_FIELDS} } }`;
const SAVE_LANGUAGES = `mutation saveLanguages($input: ConsoleLanguagesInput!) {
  saveLanguages(input: $input) { ${LANGUAGE_FIELDS} } }`;
const UPDATE = `mutation updateUserAccount($input: UpdateAccountUserInput!) {
  updateUserAccount(input: $input) { id language } }`;
const PROFILE = `query getUserProfile { getUserProfile { id language } }`;

/** A web build whose page has the template's root element and head placeholder. */
function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ride-web-lang-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--></head><body></body></html>',
  );
  return dir;
}

async function languagesOf(api: TestApi, coid: string) {
  return api.db
    .selectFrom('company')
    .select(['default_language', 'offered_languages'])
    .where('id', '=', coid)
    .executeTakeFirstOrThrow();
}

async function setLanguages(api: TestApi, coid: string, offered: string[], fallback: string) {
  await api.db
    .updateTable('company')
    .set({ offered_languages: offered, default_language: fallback })
    .where('id', '=', coid)
    .execute();
}

describe.each(databaseKinds())('languages on %s', (kind) => {
  const api = useTestApi(kind, { WEB_DIST_DIR: webBuild() });
  beforeEach(() => clearRateLimits(api));

  describe('saveLanguages', () => {
    const input = { defaultLanguage: 'es', offeredLanguages: ['es', 'en', 'ar'] };

    it('refuses everyone but an admin, and changes nothing', async () => {
      const rider = bearer(
        (await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password)).accessToken,
      );
      const callers: [string, Record<string, string>, string][] = [
        ['nobody', {}, 'UNAUTHENTICATED'],
        ['a rider', rider, 'UNAUTHENTICATED'],
        [
          'a dispatcher',
          await signInAsStaff(api, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password),
          'FORBIDDEN',
        ],
        [
          'a driver',
          await signInAsStaff(api, DEMO_DRIVER.email, DEMO_DRIVER.password),
          'FORBIDDEN',
        ],
      ];
      const before = await languagesOf(api, 'demo');
      for (const [who, headers, code] of callers) {
        for (const [query, variables] of [
          [SAVE_LANGUAGES, { input }],
          [SETTINGS, {}],
        ] as const) {
          const res = await api.gql(query, variables, headers);
          expect(res.errors?.[0]?.extensions?.code, who).toBe(code);
          expect(res.data, who).toBeNull();
        }
      }
      expect(await languagesOf(api, 'demo')).toEqual(before);
    });

    it.each([
      [{ defaultLanguage: 'en', offeredLanguages: ['en', 'pt'] }, 'offeredLanguages', /"pt"/],
      [{ defaultLanguage: 'en', offeredLanguages: [] }, 'offeredLanguages', /at least one/],
      [{ defaultLanguage: 'en', offeredLanguages: ['en', 'en'] }, 'offeredLanguages', /once/],
      [{ defaultLanguage: 'fr', offeredLanguages: ['en', 'es'] }, 'defaultLanguage', /offered/],
      [{ defaultLanguage: 'xx', offeredLanguages: ['en'] }, 'defaultLanguage', /"xx"/],
    ])('refuses %j by field, changing nothing', async (bad, field, message) => {
      const headers = await signInAsStaff(api, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const before = await languagesOf(api, 'demo');
      const res = await api.gql(SAVE_LANGUAGES, { input: bad }, headers);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(res.errors?.[0]?.message).toMatch(message);
      expect(await languagesOf(api, 'demo')).toEqual(before);
    });

    it("saves the admin's own company only, audited, and riders' pages follow", async () => {
      const acme = await signInAsStaff(api, ACME_ADMIN.email, ACME_ADMIN.password, 'acme');
      const demoBefore = await languagesOf(api, 'demo');
      const res = await api.gql(SAVE_LANGUAGES, { input }, acme);
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({ saveLanguages: input });
      expect(await languagesOf(api, 'acme')).toEqual({
        default_language: 'es',
        offered_languages: ['es', 'en', 'ar'],
      });
      expect(await languagesOf(api, 'demo')).toEqual(demoBefore);
      const audit = await api.db
        .selectFrom('audit_log')
        .select(['company_id', 'before', 'after'])
        .where('action', '=', 'company.languages')
        .executeTakeFirstOrThrow();
      expect(audit.company_id).toBe('acme');
      expect(audit.after).toEqual({ defaultLanguage: 'es', offeredLanguages: ['es', 'en', 'ar'] });
      const page = await fetch(`${api.baseUrl}/?coid=acme`).then((r) => r.text());
      expect(page).toContain('"defaultLanguage":"es","offeredLanguages":["es","en","ar"]');
      const settings = await api.gql(SETTINGS, {}, acme);
      expect(settings.data).toEqual({ consoleCompanySettings: input });
    });
  });

  describe('the page’s lang and dir', () => {
    const page = async (acceptLanguage?: string) => {
      const res = await fetch(`${api.baseUrl}/?coid=demo`, {
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });
      expect(res.headers.get('vary')).toMatch(/Accept-Language/);
      return /<html[^>]*>/.exec(await res.text())?.[0];
    };

    it('follow the browser’s first offered language, else the company default', async () => {
      await setLanguages(api, 'demo', ['en', 'fr', 'ar'], 'fr');
      expect(await page('ar-EG,ar;q=0.9,en;q=0.8')).toBe('<html lang="ar" dir="rtl">');
      expect(await page('de-DE, en;q=0.5')).toBe('<html lang="en" dir="ltr">');
      expect(await page('de-DE, pt')).toBe('<html lang="fr" dir="ltr">');
      expect(await page()).toBe('<html lang="fr" dir="ltr">');
      expect(await page('--;;q=x,,')).toBe('<html lang="fr" dir="ltr">');
    });
  });

  describe('the rider’s language (updateUserAccount, getUserProfile)', () => {
    const update = (token: string | null, language: unknown) =>
      api.gql<{ updateUserAccount: { id: string; language: string | null } }>(
        UPDATE,
        { input: { language } },
        token ? bearer(token) : {},
      );

    it('is refused without a signed-in rider', async () => {
      const res = await update(null, 'es');
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('refuses a language the company does not offer, changing nothing', async () => {
      await setLanguages(api, 'demo', ['en', 'es'], 'en');
      const rider = await buildRider(api);
      const { accessToken } = await signInAs(api, rider.email, rider.password);
      for (const bad of ['de', 'pt', 'x'.repeat(40)]) {
        const res = await update(accessToken, bad);
        expect(res.errors?.[0]?.extensions, bad).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: 'language',
        });
      }
      const row = await api.db
        .selectFrom('account_user')
        .select('language')
        .where('id', '=', rider.id)
        .executeTakeFirstOrThrow();
      expect(row.language).toBeNull();
    });

    it('keeps the choice on the rider’s own account, and clears it with empty', async () => {
      await setLanguages(api, 'acme', ['en', 'de', 'ar'], 'en');
      const demoRider = await buildRider(api);
      const acmeRider = await buildRider(api, { companyId: 'acme' });
      const demoToken = (await signInAs(api, demoRider.email, demoRider.password)).accessToken;
      const acmeToken = (await signInAs(api, acmeRider.email, acmeRider.password, 'acme'))
        .accessToken;
      const saved = await update(acmeToken, 'ar');
      expect(saved.data?.updateUserAccount).toEqual({ id: acmeRider.id, language: 'ar' });
      // Saving twice (a retry) answers the same.
      expect((await update(acmeToken, 'ar')).data).toEqual(saved.data);
      const mine = await api.gql(PROFILE, {}, bearer(acmeToken));
      expect(mine.data).toEqual({ getUserProfile: { id: acmeRider.id, language: 'ar' } });
      const other = await api.gql(PROFILE, {}, bearer(demoToken));
      expect(other.data).toEqual({ getUserProfile: { id: demoRider.id, language: null } });
      const cleared = await update(acmeToken, '');
      expect(cleared.data?.updateUserAccount.language).toBeNull();
    });
  });
});
