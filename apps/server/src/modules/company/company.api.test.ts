import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database.ts';
import { useTestApi } from '../../../test/api.ts';

interface CompanyData {
  [field: string]: unknown;
  privacyPolicy: { content: string };
  systemSettings: {
    defaultServiceTypes: { id: number; name: string; code: string }[];
    reservationCreationLeadTimeInMinutes: number;
  };
  theme: { primaryColor: string; onPrimaryColor: string; logo: string };
}

const COMPANY_DATA = /* GraphQL */ `
  query getCompanyData($coid: String!) {
    getCompanyData(coid: $coid) {
      coid
      name
      supportPhone
      supportEmail
      termsAndConditions
      privacyPolicy {
        content
      }
      defaultRentalAgreement {
        content
      }
      websiteURL
      generalEmailAddress
      phone1 {
        number
      }
      currencyCode
      currencySymbol
      timeZone
      defaultPaymentGatewayId
      isPaymentGatewaysEnabled
      isCreateAccountAllowed
      systemSettings {
        defaultServiceTypes {
          id
          name
          code
        }
        reservationCreationLeadTimeInMinutes
        reservationModificationLeadTimeInMinutes
        reservationCancellationLeadTimeInMinutes
      }
      theme {
        primaryColor
        onPrimaryColor
        logo
        iconUrl
        name
      }
    }
  }
`;

describe.each(databaseKinds())('company calls on %s', (kind) => {
  const api = useTestApi(kind);

  describe('getCompanyData', () => {
    it('rejects a malformed coid with BAD_USER_INPUT', async () => {
      const res = await api.gql(COMPANY_DATA, { coid: '../etc' });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.data).toBeNull();
    });

    it('answers NOT_FOUND for an unknown coid', async () => {
      const res = await api.gql(COMPANY_DATA, { coid: 'nobody' });
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('answers 403 with the disabled-company message for a disabled company', async () => {
      const res = await api.gql(COMPANY_DATA, { coid: 'closed' });
      expect(res.status).toBe(403);
      expect(res.errors?.[0]?.message).toBe('Status: 403, Message: Specified company is disabled.');
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it("returns the demo company's data with its service types and lead times", async () => {
      const res = await api.gql<{ getCompanyData: CompanyData }>(COMPANY_DATA, { coid: 'demo' });
      expect(res.errors).toBeUndefined();
      const company = res.data!.getCompanyData;
      expect(company).toMatchObject({
        coid: 'demo',
        name: 'Demo Limousine',
        currencyCode: 'USD',
        currencySymbol: '$',
        timeZone: 'America/New_York',
        isCreateAccountAllowed: true,
        phone1: { number: '+1 212 555 0100' },
      });
      expect(company.privacyPolicy.content).toContain('Demo Limousine');
      expect(company.defaultPaymentGatewayId).toBeTypeOf('number');
      expect(company.systemSettings.defaultServiceTypes.map((t) => t.name)).toEqual([
        'Point To Point',
        'Airport Arrival',
        'Airport Departure',
        'Hourly',
      ]);
      expect(company.systemSettings.defaultServiceTypes[3]?.code).toBe('HRL');
      expect(company.systemSettings.reservationCreationLeadTimeInMinutes).toBe(60);
      expect(company.theme.onPrimaryColor).toBe('#ffffff');
    });

    it('keeps companies apart: acme has its own currency, branding and settings', async () => {
      const res = await api.gql<{ getCompanyData: CompanyData }>(COMPANY_DATA, { coid: 'acme' });
      const company = res.data!.getCompanyData;
      expect(company).toMatchObject({
        coid: 'acme',
        currencyCode: 'GBP',
        currencySymbol: '£',
        isCreateAccountAllowed: false,
      });
      expect(company.theme.primaryColor).toBe('#0b3d91');
      expect(company.theme.logo).toMatch(/^\/acme\/brand\/logo/);
    });
  });

  describe('operator pages (terms, privacy policy, rental agreements)', () => {
    const PAGES = /* GraphQL */ `
      query pages($coid: String!) {
        getCompanyData(coid: $coid) {
          termsAndConditions
          termsAndConditionsHtml
          privacyPolicy {
            content
            html
          }
          defaultRentalAgreement {
            html
          }
          systemSettings {
            defaultServiceTypes {
              code
              rentalAgreement {
                html
              }
            }
          }
        }
      }
    `;
    interface Pages {
      getCompanyData: {
        termsAndConditions: string;
        termsAndConditionsHtml: string;
        privacyPolicy: { content: string; html: string };
        defaultRentalAgreement: { html: string };
        systemSettings: {
          defaultServiceTypes: { code: string; rentalAgreement: { html: string } | null }[];
        };
      };
    }

    it('serves stored hostile markup cleaned, and keeps the stored text as written', async () => {
      const hostile =
        '<h2>Policy</h2><script>alert(1)</script><p onclick="alert(2)">Read <a href="javascript:alert(3)">this</a></p><img src=x onerror=alert(4)>';
      await api.db
        .updateTable('company')
        .set({
          privacy_policy: JSON.stringify({ en: hostile }),
          terms_and_conditions: JSON.stringify({ en: hostile }),
          rental_agreement: JSON.stringify({ en: hostile }),
        })
        .where('id', '=', 'acme')
        .execute();
      await api.db
        .updateTable('service_type')
        .set({ rental_agreement: JSON.stringify({ en: hostile }) })
        .where('company_id', '=', 'acme')
        .where('code', '=', 'HRL')
        .execute();
      const res = await api.gql<Pages>(PAGES, { coid: 'acme' });
      expect(res.errors).toBeUndefined();
      const data = res.data!.getCompanyData;
      expect(data.privacyPolicy.content).toBe(hostile);
      const cleaned =
        '<h2>Policy</h2><p>Read <a target="_blank" rel="noopener noreferrer">this</a></p>';
      expect(data.privacyPolicy.html).toBe(cleaned);
      expect(data.termsAndConditionsHtml).toBe(cleaned);
      expect(data.defaultRentalAgreement.html).toBe(cleaned);
      const hourly = data.systemSettings.defaultServiceTypes.find((t) => t.code === 'HRL');
      expect(hourly?.rentalAgreement?.html).toBe(cleaned);
    });

    it('gives airport arrivals their own agreement and the other types none', async () => {
      const res = await api.gql<Pages>(PAGES, { coid: 'demo' });
      const types = res.data!.getCompanyData.systemSettings.defaultServiceTypes;
      expect(types.find((t) => t.code === 'AA')?.rentalAgreement?.html).toContain(
        '<h2>Airport pickups</h2>',
      );
      expect(types.filter((t) => t.rentalAgreement).map((t) => t.code)).toEqual(['AA']);
      // Plain text pages come as escaped paragraphs.
      expect(res.data!.getCompanyData.privacyPolicy.html).toMatch(/^<p>Demo Limousine collects/);
    });
  });

  describe('getAllSystemSetting', () => {
    const query = /* GraphQL */ `
      query ($coid: String!) {
        getAllSystemSetting(coid: $coid) {
          isBillingAddressRequired
          isCreateAccountAllowed
          autoPaymentEnabledMessage
          configLAPayIncrementalAuthTo
          isStreetAddressCheck
        }
      }
    `;
    it('requires coid', async () => {
      const res = await api.gql(query, {});
      expect(res.errors?.[0]?.message).toMatch(/coid/);
    });
    it('answers 403 for a disabled company', async () => {
      const res = await api.gql(query, { coid: 'closed' });
      expect(res.status).toBe(403);
    });
    it('returns each company its own settings', async () => {
      const demo = await api.gql<{ getAllSystemSetting: Record<string, unknown> }>(query, {
        coid: 'demo',
      });
      const acme = await api.gql<{ getAllSystemSetting: Record<string, unknown> }>(query, {
        coid: 'acme',
      });
      expect(demo.data!.getAllSystemSetting).toMatchObject({
        isCreateAccountAllowed: true,
        isBillingAddressRequired: true,
      });
      expect(acme.data!.getAllSystemSetting).toMatchObject({
        isCreateAccountAllowed: false,
        isBillingAddressRequired: false,
      });
    });
  });

  describe('getStreetAddressCheck', () => {
    const query = `query ($coid: String!) { getStreetAddressCheck(input: { coid: $coid }) { isStreetAddressCheck } }`;
    it('answers NOT_FOUND for an unknown company', async () => {
      expect((await api.gql(query, { coid: 'ghost' })).errors?.[0]?.extensions?.code).toBe(
        'NOT_FOUND',
      );
    });
    it("returns the company's street address check", async () => {
      const demo = await api.gql<{ getStreetAddressCheck: { isStreetAddressCheck: boolean } }>(
        query,
        { coid: 'demo' },
      );
      const acme = await api.gql<{ getStreetAddressCheck: { isStreetAddressCheck: boolean } }>(
        query,
        { coid: 'acme' },
      );
      expect(demo.data!.getStreetAddressCheck.isStreetAddressCheck).toBe(true);
      expect(acme.data!.getStreetAddressCheck.isStreetAddressCheck).toBe(false);
    });
  });

  describe('getAllDefaultGateways', () => {
    const query = `query ($alias: String!, $id: Int) {
      getAllDefaultGateways(company_alias: $alias, gateway_id: $id) {
        paymentGateways { id name gateway shortCode parameter1 parameter2 parameter3 parameter4 }
      }
    }`;
    it('rejects a non-positive gateway id', async () => {
      expect((await api.gql(query, { alias: 'demo', id: 0 })).errors?.[0]?.extensions?.code).toBe(
        'BAD_USER_INPUT',
      );
    });
    it("lists the company's gateways with their short codes", async () => {
      const res = await api.gql<{
        getAllDefaultGateways: { paymentGateways: Record<string, string>[] };
      }>(query, { alias: 'demo' });
      const [gateway] = res.data!.getAllDefaultGateways.paymentGateways;
      expect(gateway).toMatchObject({
        gateway: 'FullsteamPay',
        shortCode: 'fs',
        parameter1: 'sandbox-demo',
      });
      expect(JSON.parse(gateway!.parameter4!)).toEqual({
        IsStreetChecked: 'true',
        IsZipChecked: 'true',
      });
    });
    it("never returns another company's gateway by id", async () => {
      const demo = await api.gql<{ getAllDefaultGateways: { paymentGateways: { id: number }[] } }>(
        query,
        { alias: 'demo' },
      );
      const demoGatewayId = demo.data!.getAllDefaultGateways.paymentGateways[0]!.id;
      const acme = await api.gql<{ getAllDefaultGateways: { paymentGateways: unknown[] } }>(query, {
        alias: 'acme',
        id: demoGatewayId,
      });
      expect(acme.data!.getAllDefaultGateways.paymentGateways).toEqual([]);
    });
  });
});
