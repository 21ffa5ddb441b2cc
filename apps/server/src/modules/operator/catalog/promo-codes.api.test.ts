import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../../test/api.ts';
import { databaseKinds } from '../../../../test/database.ts';
import { bearer, buildRider, clearRateLimits, signInAs } from '../../auth/auth.test-helpers.ts';
import { LOOKUP_RATES } from '../../rates/rates.test-helpers.ts';
import {
  book,
  quoteFor,
  savedCardId,
  tripInput,
} from '../../reservations/reservations.test-helpers.ts';
import { auditCount, expectRefused, lastAudit, signInDemoAdmin } from './catalog.test-helpers.ts';

const PROMO_FIELDS =
  'id code description kind value validFrom validUntil usageLimit usedCount isActive';
const CREATE = `mutation createPromoCode($input: PromoCodeInput!) { createPromoCode(input: $input) { ${PROMO_FIELDS} } }`;
const UPDATE = `mutation updatePromoCode($id: Int!, $input: PromoCodeInput!) { updatePromoCode(id: $id, input: $input) { ${PROMO_FIELDS} } }`;
const DEACTIVATE = `mutation deactivatePromoCode($id: Int!) { deactivatePromoCode(id: $id) { ${PROMO_FIELDS} } }`;
const LIST = `{ catalogPromoCodes { ${PROMO_FIELDS} } }`;

interface Promo {
  id: number;
  code: string;
  kind: string;
  value: string;
  usageLimit: number | null;
  usedCount: number;
  isActive: boolean;
}

let serial = 0;
function promoInput(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    code: ` spring${serial}-${Date.now() % 100000} `,
    description: 'Spring offer',
    kind: 'PERCENT',
    value: '10',
    validFrom: new Date(Date.now() - 86_400_000).toISOString(),
    validUntil: null,
    usageLimit: null,
    isActive: true,
    ...overrides,
  };
}

describe.each(databaseKinds())('promo codes on %s', (kind) => {
  const api = useTestApi(kind);
  beforeEach(() => clearRateLimits(api));

  async function create(admin: Record<string, string>, overrides: Record<string, unknown> = {}) {
    const res = await api.gql<{ createPromoCode: Promo }>(
      CREATE,
      { input: promoInput(overrides) },
      admin,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createPromoCode;
  }

  it('creates a code normalised upper-case, lists, changes and deactivates it, each audited', async () => {
    const admin = await signInDemoAdmin(api);
    const promo = await create(admin, { kind: 'AMOUNT', value: '15.5', usageLimit: 5 });
    expect(promo.code).toMatch(/^SPRING\d+-\d+$/);
    expect(promo).toMatchObject({ kind: 'AMOUNT', value: '15.50', usageLimit: 5, usedCount: 0 });
    expect(await lastAudit(api)).toMatchObject({ action: 'promo-code.create', target: promo.code });
    const list = await api.gql<{ catalogPromoCodes: Promo[] }>(LIST, {}, admin);
    expect(list.data!.catalogPromoCodes.map((p) => p.code)).toContain(promo.code);
    expect(list.data!.catalogPromoCodes.map((p) => p.code)).toContain('WELCOME10');

    const updated = await api.gql<{ updatePromoCode: Promo }>(
      UPDATE,
      { id: promo.id, input: promoInput({ code: promo.code, kind: 'PERCENT', value: '12.5' }) },
      admin,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updatePromoCode).toMatchObject({
      kind: 'PERCENT',
      value: '12.5',
      usageLimit: null,
    });
    const audit = await lastAudit(api);
    expect(audit.before).toMatchObject({ kind: 'AMOUNT', value: '15.50' });
    expect(audit.after).toMatchObject({ kind: 'PERCENT', value: '12.5' });

    const off = await api.gql<{ deactivatePromoCode: Promo }>(DEACTIVATE, { id: promo.id }, admin);
    expect(off.data!.deactivatePromoCode.isActive).toBe(false);
    const trip = await tripInput(api, { promoCode: promo.code.toLowerCase() });
    const lookup = await api.gql(LOOKUP_RATES, { input: trip });
    expect(lookup.errors?.[0]?.message).toBe(`Promo code ${promo.code.toLowerCase()} is not valid`);
  });

  it('refuses bad codes, naming the field, and a duplicate; nothing is written', async () => {
    const admin = await signInDemoAdmin(api);
    const audits = await auditCount(api);
    for (const [bad, field] of [
      [{ code: 'no spaces' }, 'code'],
      [{ value: '0' }, 'value'],
      [{ kind: 'AMOUNT', value: '1.234' }, 'value'],
      [{ validFrom: 'soon' }, 'validFrom'],
      [{ validUntil: '2000-01-01T00:00:00.000Z' }, 'validUntil'],
      [{ usageLimit: 0 }, 'usageLimit'],
      [{ code: 'welcome10' }, 'code'],
    ] as const) {
      const res = await api.gql(CREATE, { input: promoInput(bad) }, admin);
      expect(res.errors?.[0]?.extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect(await auditCount(api)).toBe(audits);
  });

  it('keeps other companies, other roles, riders and nobody out', async () => {
    const admin = await signInDemoAdmin(api);
    const promo = await create(admin);
    const audits = await auditCount(api);
    await expectRefused(api, UPDATE, { id: promo.id, input: promoInput({ value: '99' }) });
    await expectRefused(api, DEACTIVATE, { id: promo.id });
    await expectRefused(api, CREATE, { input: promoInput() }, null);
    await expectRefused(api, LIST, {}, null);
    const list = await api.gql<{ catalogPromoCodes: Promo[] }>(LIST, {}, admin);
    expect(list.data!.catalogPromoCodes.find((p) => p.id === promo.id)).toMatchObject({
      value: '10',
      isActive: true,
    });
    expect(await auditCount(api)).toBe(audits);
  });

  it('holds the usage limit: two bookings at the last use, one gets it', async () => {
    const admin = await signInDemoAdmin(api);
    const promo = await create(admin, { usageLimit: 2 });
    const riders = await Promise.all(
      [0, 1, 2].map(async () => {
        const rider = await buildRider(api);
        const headers = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
        return { headers, cardId: await savedCardId(api, headers) };
      }),
    );
    const trip = await tripInput(api, { promoCode: promo.code });
    const quote = await quoteFor(api, trip);
    const bookWith = (rider: (typeof riders)[number]) =>
      book(api, { trip, ...quote, payment: { savedPaymentId: rider.cardId } }, rider.headers);

    const first = await bookWith(riders[0]!);
    expect(first.errors).toBeUndefined();
    const [a, b] = await Promise.all([bookWith(riders[1]!), bookWith(riders[2]!)]);
    const outcomes = [a, b].map((res) => (res.errors ? res.errors[0]?.message : 'booked'));
    expect(outcomes.sort()).toEqual(['booked', `Promo code ${promo.code} has been used up`].sort());
    const kept = await api.db
      .selectFrom('reservation')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', 'demo')
      .where('promo_code', '=', promo.code)
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBe(2);
    const list = await api.gql<{ catalogPromoCodes: Promo[] }>(LIST, {}, admin);
    expect(list.data!.catalogPromoCodes.find((p) => p.id === promo.id)?.usedCount).toBe(2);
    // The rider is told before booking, too; and the limit cannot drop below the uses.
    const lookup = await api.gql(LOOKUP_RATES, { input: trip });
    expect(lookup.errors?.[0]?.message).toBe(`Promo code ${promo.code} has been used up`);
    const lower = await api.gql(
      UPDATE,
      { id: promo.id, input: promoInput({ code: promo.code, usageLimit: 1 }) },
      admin,
    );
    expect(lower.errors?.[0]?.extensions).toMatchObject({ field: 'usageLimit' });
  });
});
