import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { clearRateLimits } from '../../auth/auth.test-helpers.ts';
import { auditCount, expectRefused, lastAudit, signInDemoAdmin } from './catalog.test-helpers.ts';

const AGREEMENTS = `query serviceTypeRentalAgreements($id: Int!) { serviceTypeRentalAgreements(id: $id) { language rentalAgreement } }`;
const SAVE = `mutation saveServiceTypeRentalAgreement($id: Int!, $input: ServiceTypeRentalAgreementInput!) { saveServiceTypeRentalAgreement(id: $id, input: $input) { language rentalAgreement } }`;
const COMPANY_DATA = `query getCompanyData($coid: String!) { getCompanyData(coid: $coid) { systemSettings { defaultServiceTypes { id rentalAgreement { content } } } } }`;

interface Agreement {
  language: string;
  rentalAgreement: string;
}

describe.each(databaseKinds())('a service type’s rental agreement per language on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  /** A demo service type with no agreement yet, the company offering English and Spanish. */
  async function freshServiceType() {
    await api.db
      .updateTable('company')
      .set({ default_language: 'en', offered_languages: ['en', 'es'] })
      .where('id', '=', 'demo')
      .execute();
    const row = await api.db
      .insertInto('service_type')
      .values({ company_id: 'demo', name: `Agreement ${Date.now()}`, code: 'AGR', sort_order: 90 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const riderReads = async (id: number, language: string) => {
    const res = await api.gql<{
      getCompanyData: {
        systemSettings: {
          defaultServiceTypes: { id: number; rentalAgreement: { content: string } | null }[];
        };
      };
    }>(COMPANY_DATA, { coid: 'demo' }, { 'accept-language': language });
    expect(res.errors).toBeUndefined();
    const type = res.data!.getCompanyData.systemSettings.defaultServiceTypes.find(
      (each) => Number(each.id) === id,
    );
    return type?.rentalAgreement?.content ?? null;
  };

  it('saves one language’s agreement, sanitised, audited, and riders read it in theirs', async () => {
    const admin = await signInDemoAdmin(api);
    const id = await freshServiceType();
    const empty = await api.gql<{ serviceTypeRentalAgreements: Agreement[] }>(
      AGREEMENTS,
      { id },
      admin,
    );
    expect(empty.data?.serviceTypeRentalAgreements).toEqual([
      { language: 'en', rentalAgreement: '' },
      { language: 'es', rentalAgreement: '' },
    ]);
    expect(await riderReads(id, 'es')).toBeNull();

    const english = await api.gql<{ saveServiceTypeRentalAgreement: Agreement[] }>(
      SAVE,
      {
        id,
        input: { rentalAgreement: ' <p>Weddings: 3 hours at least.</p><script>x()</script> ' },
      },
      admin,
    );
    expect(english.errors).toBeUndefined();
    expect(english.data?.saveServiceTypeRentalAgreement).toEqual([
      { language: 'en', rentalAgreement: '<p>Weddings: 3 hours at least.</p>' },
      { language: 'es', rentalAgreement: '' },
    ]);
    // Spanish riders read the default language's until a Spanish one is written.
    expect(await riderReads(id, 'es')).toBe('<p>Weddings: 3 hours at least.</p>');

    await api.gql(
      SAVE,
      { id, input: { language: 'es', rentalAgreement: '<p>Bodas: 3 horas</p>' } },
      admin,
    );
    expect(await riderReads(id, 'es')).toBe('<p>Bodas: 3 horas</p>');
    expect(await riderReads(id, 'en')).toBe('<p>Weddings: 3 hours at least.</p>');
    expect(await lastAudit(api)).toMatchObject({
      action: 'service-type.rental-agreement',
      target: String(id),
      before: { language: 'es', rentalAgreement: '' },
      after: { language: 'es', rentalAgreement: '<p>Bodas: 3 horas</p>' },
    });

    // Emptied, the Spanish riders read the default's again.
    await api.gql(SAVE, { id, input: { language: 'es', rentalAgreement: '' } }, admin);
    expect(await riderReads(id, 'es')).toBe('<p>Weddings: 3 hours at least.</p>');
  });

  it('refuses a language not offered and a text too long with BAD_USER_INPUT, storing nothing', async () => {
    const admin = await signInDemoAdmin(api);
    const id = await freshServiceType();
    const audits = await auditCount(api);
    for (const [input, field] of [
      [{ language: 'fr', rentalAgreement: 'Texte' }, 'language'],
      [{ language: 'xx', rentalAgreement: 'Text' }, 'language'],
      [{ rentalAgreement: 'x'.repeat(100_001) }, 'rentalAgreement'],
    ] as const) {
      const res = await api.gql(SAVE, { id, input }, admin);
      expect(res.errors?.[0]?.extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect(await auditCount(api)).toBe(audits);
    const stored = await api.gql<{ serviceTypeRentalAgreements: Agreement[] }>(
      AGREEMENTS,
      { id },
      admin,
    );
    expect(stored.data?.serviceTypeRentalAgreements.every((each) => !each.rentalAgreement)).toBe(
      true,
    );
  });

  it('is another company’s admin’s NOT_FOUND, and only an admin’s', async () => {
    const id = await freshServiceType();
    await expectRefused(api, SAVE, { id, input: { rentalAgreement: 'Theirs' } });
    await expectRefused(api, AGREEMENTS, { id });
    const admin = await signInDemoAdmin(api);
    const stored = await api.gql<{ serviceTypeRentalAgreements: Agreement[] }>(
      AGREEMENTS,
      { id },
      admin,
    );
    expect(stored.data?.serviceTypeRentalAgreements[0]?.rentalAgreement).toBe('');
  });
});
