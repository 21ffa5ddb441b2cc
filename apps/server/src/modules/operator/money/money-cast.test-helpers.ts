import { randomUUID } from 'node:crypto';
import type { TestApi } from '../../../../test/api.ts';
import type { Viewer } from '../../../core/actor.ts';
import { bearer, buildRider, signInAs } from '../../auth/auth.test-helpers.ts';
import { savedCardId } from '../../reservations/reservations.test-helpers.ts';
import { DEMO_ADMIN } from '../../staff/staff.test-helpers.ts';

/** Who the money tests act as: a new rider of `demo` with a saved card, and its admin. */
export interface MoneyCast {
  viewer: Viewer;
  staff: { userId: string; companyId: string };
  riderHeaders: Record<string, string>;
  cardId: string;
}

/**
 * A new rider signed in with a saved card, the demo admin, and the company's rule charging a
 * fixed 25.00 for a cancel within 48 hours of pickup (a ride a day ahead is a late cancel).
 */
export async function moneyCast(api: TestApi): Promise<MoneyCast> {
  const rider = await buildRider(api);
  const riderHeaders = bearer((await signInAs(api, rider.email, rider.password)).accessToken);
  const cardId = await savedCardId(api, riderHeaders);
  const admin = await api.db
    .selectFrom('staff_user')
    .select('id')
    .where('email', '=', DEMO_ADMIN.email)
    .executeTakeFirstOrThrow();
  await api.db
    .updateTable('company')
    .set({
      cancellation_fee_rule: JSON.stringify({
        freeUntilHoursBeforePickup: 48,
        lateCancellationFee: { kind: 'FIXED', amountMinor: 2_500 },
        noShowFee: null,
      }),
    })
    .where('id', '=', 'demo')
    .execute();
  return {
    viewer: {
      userId: rider.id,
      companyId: 'demo',
      sessionId: randomUUID(),
      contact: { firstName: 'Built', lastName: 'Rider', email: rider.email, phone: '' },
    },
    staff: { userId: admin.id, companyId: 'demo' },
    riderHeaders,
    cardId,
  };
}
