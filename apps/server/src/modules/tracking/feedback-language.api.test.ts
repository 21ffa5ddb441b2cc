import { customTipProblem } from '@ride/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/database.ts';
import { riderErrorMessage } from '../../messages/errors/index.ts';
import { i18nFor } from '../../messages/i18n/index.ts';
import { bearer, buildRider, clearRateLimits, signInAs } from '../auth/auth.test-helpers.ts';
import { buildReservation } from '../rides/rides.test-helpers.ts';
import { moveRide, sandboxRideCard, SUBMIT_FEEDBACK } from './tracking.test-helpers.ts';

describe('the tip refusals in catalogs', () => {
  it('translate every refusal of the domain’s tip rule', () => {
    const ride = { totalMinor: 1_000, currencyCode: 'USD' };
    const refusals = [
      customTipProblem({ amountMinor: 0, currencyCode: 'USD' }, ride),
      customTipProblem({ amountMinor: 500, currencyCode: 'EUR' }, ride),
      customTipProblem({ amountMinor: 5_000, currencyCode: 'USD' }, ride),
    ];
    expect(refusals.map((problem) => problem?.reason)).toEqual([
      'TIP_AMOUNT_INVALID',
      'TIP_CURRENCY_MISMATCH',
      'TIP_TOO_LARGE',
    ]);
    for (const language of ['es', 'fr', 'de', 'ar'] as const) {
      for (const { message } of refusals.map((problem) => problem!)) {
        expect(riderErrorMessage(i18nFor(language), message), message).not.toBe(message);
      }
    }
    for (const { message } of refusals.map((problem) => problem!)) {
      expect(riderErrorMessage(i18nFor('en'), message)).toBe(message);
    }
  });
});

describe.each(databaseKinds())('tip refusals in the request’s language on %s', (kind) => {
  const api = useTestApi(kind);
  let headers: Record<string, string>;
  let riderId: string;
  beforeAll(async () => {
    const rider = await buildRider(api);
    riderId = rider.id;
    headers = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
  });
  beforeEach(() => clearRateLimits(api));

  it('answers a refused tip in Spanish for Accept-Language es, with the same code and reason', async () => {
    const card = await sandboxRideCard(api, 'approve');
    const ride = await buildReservation(api, { account_user_id: riderId, inMinutes: -60, ...card });
    await moveRide(api, ride, 'COMPLETED', 5);
    const refuse = async (customTip: Record<string, unknown>, language?: string) => {
      const res = await api.gql(
        SUBMIT_FEEDBACK,
        { input: { reservationId: ride.id, rating: 5, customTip } },
        language ? { ...headers, 'accept-language': language } : headers,
      );
      return res.errors?.[0];
    };
    const tooLarge = { amountInMinorUnits: 99_999, currencyCode: 'USD' };
    const english = await refuse(tooLarge);
    expect(english?.message).toBe('A tip can be at most the trip total, $123.45.');
    const spanish = await refuse(tooLarge, 'es');
    // The total written the Spanish way, not as the English message has it.
    expect(spanish?.message).toBe(
      'La propina puede ser como máximo el total del viaje, 123,45\u00a0$.',
    );
    expect((await refuse(tooLarge, 'de'))?.message).toBe(
      'Das Trinkgeld darf höchstens den Fahrtpreis betragen, 123,45\u00a0$.',
    );
    expect(spanish?.extensions).toEqual(english?.extensions);
    expect(spanish?.extensions).toMatchObject({
      field: 'customTip',
      reason: 'TIP_TOO_LARGE',
      maximumMinor: 12_345,
      currencyCode: 'USD',
    });
    expect((await refuse({ amountInMinorUnits: 0, currencyCode: 'USD' }, 'es'))?.message).toBe(
      'Introduce una propina mayor que 0, con dos decimales como máximo.',
    );
    expect((await refuse({ amountInMinorUnits: 500, currencyCode: 'GBP' }, 'de'))?.message).toBe(
      'Das Trinkgeld wird in der Währung der Fahrt gegeben, USD.',
    );
  });
});
