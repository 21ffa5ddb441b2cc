import { autoCaptureMinutesProblem } from '@ride/domain';
import type { StaffViewer } from '../../../core/actor.ts';
import { badUserInput } from '../../../core/errors.ts';
import type { QueueHandler } from '../../../jobs/job-runner.ts';
import { auditedCompanyChange } from '../index.ts';
import {
  findAutoCaptureMinutes,
  hasCaptures,
  saveAutoCaptureMinutes,
} from './auto-capture.repository.ts';
import { captureCompletedRide } from './capture-completed.ts';
import type { MoneyServices } from './money-context.ts';

/** Why an automatic capture was given up without moving money: nothing to retry. */
class NothingToCapture extends Error {}

/**
 * Captures a completed ride whose company's wait is over, once, on the manual capture's own path
 * (the ride's lock, its instructions and keys). Nothing is done when the company has turned the
 * automatic capture off since, when the ride is no longer completed, or when the operator (or an
 * earlier run) captured it already: a tip the rider added after that capture waits for the
 * operator's next capture, as after any capture.
 */
export async function autoCaptureRide(
  services: MoneyServices,
  row: { company_id: string; reservation_id: string },
  now: Date,
): Promise<'captured' | 'skipped'> {
  if ((await findAutoCaptureMinutes(services.db, row.company_id)) === null) return 'skipped';
  const actor = { companyId: row.company_id, userId: null };
  try {
    await captureCompletedRide(
      services,
      actor,
      row.reservation_id,
      {
        action: 'money.auto-capture',
        async beforeFirstRound(trx, ride) {
          if (await hasCaptures(trx, ride.company_id, ride.id)) throw new NothingToCapture();
        },
      },
      now,
    );
    return 'captured';
  } catch (error) {
    const reason = (error as { extensions?: { reason?: unknown } }).extensions?.reason;
    if (error instanceof NothingToCapture || reason === 'RIDE_NOT_COMPLETED') return 'skipped';
    // The gateway is away: the job runner tries again after its backoff, with the same keys.
    throw error;
  }
}

/** The job runner's work on the ride_auto_capture queue. */
export function autoCapturing(services: MoneyServices): QueueHandler<'ride_auto_capture'> {
  return {
    queue: 'ride_auto_capture',
    async run(row, now) {
      const outcome = await autoCaptureRide(services, row, now);
      services.logger.info('Automatic capture', {
        reservationId: row.reservation_id,
        companyId: row.company_id,
        outcome,
      });
    },
  };
}

/** autoCaptureMinutes: the company's wait before a completed ride is captured; null: off. */
export function autoCaptureMinutes(services: MoneyServices, staff: Pick<StaffViewer, 'companyId'>) {
  return findAutoCaptureMinutes(services.db, staff.companyId);
}

/** setAutoCaptureMinutes: 0 to 1440 minutes, or null to leave captures to the operator. */
export function setAutoCaptureMinutes(
  services: MoneyServices,
  staff: Pick<StaffViewer, 'userId' | 'companyId'>,
  minutes: number | null,
) {
  const problem = autoCaptureMinutesProblem(minutes);
  if (problem) throw badUserInput(problem, 'minutes');
  return auditedCompanyChange(services.db, staff, { action: 'money.auto-capture' }, async (trx) => {
    const before = await findAutoCaptureMinutes(trx, staff.companyId);
    await saveAutoCaptureMinutes(trx, staff.companyId, minutes);
    return { before: { minutes: before }, after: { minutes }, result: minutes };
  });
}
