import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { bearer, clearRateLimits, DEMO_RIDER, signInAs } from '../auth/auth.test-helpers.ts';
import { buildStaff, signInAsStaff, type BuiltStaff } from '../staff/staff.test-helpers.ts';

const SET_LANGUAGE = /* GraphQL */ `
  mutation setConsoleLanguage($language: String) {
    setConsoleLanguage(language: $language) {
      email
      language
    }
  }
`;

const VIEWER_LANGUAGE = /* GraphQL */ `
  query consoleViewer {
    consoleViewer {
      email
      language
    }
  }
`;

interface ViewerLanguage {
  email: string;
  language: string | null;
}

describe.each(databaseKinds())('a staff member’s console language on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  async function headersOf(member: BuiltStaff) {
    return signInAsStaff(api, member.email, member.password, member.companyId);
  }

  async function languageInDatabase(member: BuiltStaff) {
    const row = await api.db
      .selectFrom('staff_user')
      .select('language')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    return row.language;
  }

  it('is null until chosen, then kept on their account and read back at sign-in', async () => {
    const admin = await buildStaff(api, { role: 'admin' });
    const headers = await headersOf(admin);
    const before = await api.gql<{ consoleViewer: ViewerLanguage }>(VIEWER_LANGUAGE, {}, headers);
    expect(before.data?.consoleViewer.language).toBeNull();

    const set = await api.gql<{ setConsoleLanguage: ViewerLanguage }>(
      SET_LANGUAGE,
      { language: 'ar' },
      headers,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data?.setConsoleLanguage).toEqual({ email: admin.email, language: 'ar' });
    expect(await languageInDatabase(admin)).toBe('ar');

    const again = await headersOf(admin);
    const after = await api.gql<{ consoleViewer: ViewerLanguage }>(VIEWER_LANGUAGE, {}, again);
    expect(after.data?.consoleViewer.language).toBe('ar');

    const cleared = await api.gql<{ setConsoleLanguage: ViewerLanguage }>(
      SET_LANGUAGE,
      { language: null },
      headers,
    );
    expect(cleared.data?.setConsoleLanguage.language).toBeNull();
    expect(await languageInDatabase(admin)).toBeNull();
  });

  it('may be a language the company does not offer its riders', async () => {
    await api.db
      .updateTable('company')
      .set({ offered_languages: ['en', 'es'], default_language: 'en' })
      .where('id', '=', 'acme')
      .execute();
    const dispatcher = await buildStaff(api, { role: 'dispatcher', companyId: 'acme' });
    const res = await api.gql<{ setConsoleLanguage: ViewerLanguage }>(
      SET_LANGUAGE,
      { language: 'de' },
      await headersOf(dispatcher),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.setConsoleLanguage.language).toBe('de');
  });

  it.each([
    ['pt', 'pt'],
    ['EN', 'EN'],
    ['en-US', 'en-US'],
    ['500 characters', 'x'.repeat(500)],
    ['ar; drop table staff_user', 'ar; drop table staff_user'],
  ])('refuses %s with a clear error on the language field', async (_name, language) => {
    const admin = await buildStaff(api, { role: 'admin' });
    const res = await api.gql(SET_LANGUAGE, { language }, await headersOf(admin));
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'language',
    });
    expect(res.errors?.[0]?.message).toContain('is not a console language');
    expect(await languageInDatabase(admin)).toBeNull();
  });

  it('changes only the signed-in member’s own language, in no company but theirs', async () => {
    const me = await buildStaff(api, { role: 'admin' });
    const colleague = await buildStaff(api, { role: 'dispatcher' });
    const elsewhere = await buildStaff(api, { role: 'admin', companyId: 'acme', email: me.email });
    await api.gql(SET_LANGUAGE, { language: 'fr' }, await headersOf(colleague));
    await api.gql(SET_LANGUAGE, { language: 'es' }, await headersOf(elsewhere));

    const res = await api.gql(SET_LANGUAGE, { language: 'de' }, await headersOf(me));
    expect(res.errors).toBeUndefined();
    expect(await languageInDatabase(me)).toBe('de');
    expect(await languageInDatabase(colleague)).toBe('fr');
    expect(await languageInDatabase(elsewhere)).toBe('es');
  });

  it('keeps drivers, riders and nobody out', async () => {
    const driver = await buildStaff(api, { role: 'driver' });
    const driverRes = await api.gql(SET_LANGUAGE, { language: 'es' }, await headersOf(driver));
    expect(driverRes.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await languageInDatabase(driver)).toBeNull();
    const rider = bearer((await signInAs(api, DEMO_RIDER.email, DEMO_RIDER.password)).accessToken);
    const riderRes = await api.gql(SET_LANGUAGE, { language: 'es' }, rider);
    expect(riderRes.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const nobody = await api.gql(SET_LANGUAGE, { language: 'es' });
    expect(nobody.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
