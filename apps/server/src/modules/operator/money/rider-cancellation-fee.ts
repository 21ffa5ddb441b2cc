import { cancellationFeeMinor, type CancellationFeeRule } from '@ride/domain';
import type { Logger } from '../../../logger.ts';
import { retryDelayMs, type QueueHandler } from '../../../jobs/job-runner.ts';
import { recordFailedAttempt } from '../../../jobs/failed-attempt.ts';
import { markRowDone } from '../../../jobs/queue.repository.ts';
import { collectOwed, type MoneyServices } from './collect-owed.ts';
import { findRideForMoney } from './money.repository.ts';
import {
  findPendingCancellationFee,
  leaseCancellationFeeNow,
  type CancellationFeeCaptureRow,
} from './rider-cancellation-fee.repository.ts';

export { findCancellationFee, insertCancellationFee } from './rider-cancellation-fee.repository.ts';

/** How long a fee tried at once is kept from the job runner: longer than any capture takes. */
const FEE_LEASE_MS = 120_000;

type Services = MoneyServices & { logger: Logger };

/** What cancelling the ride at `at` costs under the company's rule, in minor units (0: free). */
export function cancellationFeeAt(
  company: { cancellation_fee_rule: unknown },
  ride: { total_minor: number; scheduled_pickup_at: Date | string },
  at: Date,
): number {
  const rule = (company.cancellation_fee_rule ?? null) as CancellationFeeRule | null;
  return cancellationFeeMinor(
    rule,
    { totalMinor: ride.total_minor, pickupAt: new Date(ride.scheduled_pickup_at) },
    at,
  );
}

/**
 * Captures the fee a rider's cancel owes (fixed at the cancel) from the ride's hold, releasing the
 * rest, on the path the operator's chargeCancellationFee takes, under the ride's lock (its keys
 * make every retry the same capture).
 */
async function captureFee(services: MoneyServices, fee: CancellationFeeCaptureRow, now: Date) {
  const ride = await findRideForMoney(services.db, fee.company_id, fee.reservation_id);
  if (!ride) return;
  const rider = { companyId: fee.company_id, userId: null };
  await collectOwed(
    services,
    rider,
    ride.id,
    {
      action: 'money.cancellation-fee',
      holdsAnew: { key: 'fee', description: 'cancellation fee' },
      dueOf: () => Promise.resolve(fee.amount_minor),
    },
    now,
  );
}

/**
 * Tries an owed fee at once, leased to this caller; one the gateway cannot take now is left to
 * the job runner, due again after its backoff. Never throws: the fee is durable, the cancel stands.
 */
export async function captureFeeAtOnce(
  services: Services,
  fee: CancellationFeeCaptureRow,
  now: Date,
): Promise<void> {
  const leased = await leaseCancellationFeeNow(
    services.db,
    fee.id,
    now,
    new Date(now.getTime() + FEE_LEASE_MS),
  );
  if (!leased) return;
  try {
    await captureFee(services, leased, now);
    await markRowDone(services.db, 'cancellation_fee_capture', leased.id, now);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retryAt = new Date(now.getTime() + retryDelayMs(leased.attempts));
    await recordFailedAttempt(services.db, 'cancellation_fee_capture', leased.id, message, retryAt);
    services.logger.info('A cancellation fee could not be captured yet; will retry', {
      id: leased.id,
      reservationId: leased.reservation_id,
      error: message,
    });
  }
}

/** The job runner's work on the cancellation_fee_capture queue. */
export function cancellationFeeCapturing(
  services: MoneyServices,
): QueueHandler<'cancellation_fee_capture'> {
  return {
    queue: 'cancellation_fee_capture',
    async run({ id }, now) {
      const fee = await findPendingCancellationFee(services.db, id);
      if (fee) await captureFee(services, fee, now);
    },
  };
}
