import type { Db } from '../../db/database.ts';

export interface FeedbackClaim {
  companyId: string;
  reservationId: string;
  accountId: string;
  tipMinor: number;
  rating: number;
  now: Date;
}

/**
 * Stores the rider's tip and rating unless feedback is stored already: of two concurrent
 * submits, exactly one gets true (the second waits for the first's row lock, then finds
 * feedback_at set).
 */
export async function claimFeedback(db: Db, claim: FeedbackClaim): Promise<boolean> {
  // Triggers (migrations 0042, 0045): reservation_assignment_period keeps the busy period in step;
  // dispatch_event_reservation_update writes a board event when a board column changes.
  const kept = await db
    .updateTable('reservation')
    .set({
      tip_minor: claim.tipMinor,
      rating: claim.rating,
      feedback_at: claim.now,
      updated_at: claim.now,
    })
    .where('company_id', '=', claim.companyId)
    .where('id', '=', claim.reservationId)
    .where('account_user_id', '=', claim.accountId)
    .where('feedback_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return kept !== undefined;
}

/** The feedback stored on a ride, with the total it was given on. */
export function findFeedback(db: Db, companyId: string, reservationId: string) {
  return db
    .selectFrom('reservation')
    .select(['id', 'total_minor', 'tip_minor', 'rating', 'feedback_at'])
    .where('company_id', '=', companyId)
    .where('id', '=', reservationId)
    .executeTakeFirstOrThrow();
}
