import {
  gatewayFor,
  PaymentGatewayError,
  type HoldRequest,
  type PaymentGateway,
} from '../../adapters/payments/index.ts';
import type { Db } from '../../db/database.ts';
import type { Deps } from '../../core/deps.ts';
import { retryDelayMs, type QueueHandler } from '../../jobs/job-runner.ts';
import { recordFailedAttempt } from '../../jobs/failed-attempt.ts';
import { markRowDone } from '../../jobs/queue.repository.ts';
import { findPaymentGateway } from '../company/index.ts';
import {
  claimHoldsForRelease,
  findPendingRelease,
  insertPendingHold,
  isHoldKept,
  leaseReleaseNow,
  leaseRideReleases,
  markHoldReleased,
  recordReleaseReference,
  type HoldReleaseRow,
} from './hold-release.repository.ts';

// The write that keeps a durable hold marks its release done with this query, in its statement;
// every change of a ride's money takes the ride's lock first.
export { lockRide, markHoldKept } from './hold-release.repository.ts';

/**
 * How long a hold may go unkept before it is released: far longer than any request that asks for
 * one can take, so a hold is only ever released when its request has died.
 */
export const HOLD_GRACE_MS = 15 * 60_000;
/** How long a release tried at once is kept from the job runner (its lease, decision 22). */
const RELEASE_LEASE_MS = 120_000;

type Services = Pick<Deps, 'db' | 'config' | 'logger'> & {
  /** The provider behind a company's gateway row; tests put a failing one in its place. */
  gatewayOf?: (row: Parameters<typeof gatewayFor>[1]) => PaymentGateway;
};

/** A hold the gateway made, with the release that stands until a write keeps it. */
export interface DurableHold {
  companyId: string;
  releaseId: string;
  reference: string;
}

/** Where a hold is asked for: the company's gateway row and its provider. */
export interface HoldSite {
  companyId: string;
  paymentGatewayId: number;
  gateway: PaymentGateway;
  /** The ride the hold is for, when it has one (for the record). */
  reservationId?: string | null;
}

/**
 * Holds an amount so that the hold can never be left behind: a release of it is written first,
 * due after the grace period. The write that keeps the hold marks it done (`markHoldKept`); a
 * hold that is not kept is released at once (`releaseUnkeptHold`), or, when the process died
 * first, by the job runner, which asks the gateway for the same hold again (same idempotency key)
 * to learn its reference. A refusal held nothing, so its release is done at once.
 */
export async function holdDurably(
  services: Pick<Services, 'db'>,
  site: HoldSite,
  request: HoldRequest,
  now: Date,
): Promise<DurableHold> {
  const releaseId = await insertPendingHold(services.db, {
    companyId: site.companyId,
    paymentGatewayId: site.paymentGatewayId,
    gateway: site.gateway.kind,
    reservationId: site.reservationId ?? null,
    cardToken: request.card.token,
    cardCustomerId: request.card.customerId,
    amountMinor: request.amountMinor,
    currencyCode: request.currencyCode,
    idempotencyKey: request.idempotencyKey,
    description: request.description,
    createdAt: now,
    dueAt: new Date(now.getTime() + HOLD_GRACE_MS),
  });
  try {
    const { reference } = await site.gateway.hold(request);
    return { companyId: site.companyId, releaseId, reference };
  } catch (error) {
    // Anything but a refusal (a timeout) may have held after all: the release finds out later.
    // Should marking fail, the release asks again, gets the same refusal, and is done then.
    if (error instanceof PaymentGatewayError) {
      await markRowDone(services.db, 'hold_release', releaseId, now).catch(() => false);
    }
    throw error;
  }
}

/**
 * Releases a hold whose write was not kept: at once, and by the job runner's retries when the
 * gateway fails. A hold that was kept after all (the write committed, then its answer failed) is
 * left alone.
 */
export async function releaseUnkeptHold(
  services: Services,
  hold: DurableHold,
  now: Date,
): Promise<void> {
  try {
    const lease = new Date(now.getTime() + RELEASE_LEASE_MS);
    const release = await leaseReleaseNow(services.db, hold, now, lease);
    if (release) await releaseAtOnce(services, [release], now);
  } catch (error) {
    // The release row still stands, due after the grace period; the job runner releases it then.
    services.logger.error('Could not release a hold at once; it will be released later', {
      reference: hold.reference,
      error: String(error),
    });
  }
}

/**
 * Gives up a ride's held holds (a cancel, a void, a change that replaced its hold, what a capture
 * leaves): marks them `releasing` and queues their release, in one statement. Run it in the
 * transaction that holds the ride's lock (`lockRide`), so that it gives up exactly what the ride
 * holds then. The answer also has the ride's earlier releases the gateway has not made yet, to
 * try again now (a repeated cancel or void retries them). After the commit, hand it to
 * `releaseAtOnce`: the ledger records each release once the gateway has made it.
 */
export async function giveUpHolds(
  trx: Db,
  ride: { companyId: string; reservationId: string; requestedBy: string | null },
  now: Date,
): Promise<HoldReleaseRow[]> {
  const lease = new Date(now.getTime() + RELEASE_LEASE_MS);
  const retried = await leaseRideReleases(trx, ride, now, lease);
  return [...retried, ...(await claimHoldsForRelease(trx, ride, now, lease))];
}

/**
 * Tries queued releases at once (they are leased to this caller); one the gateway cannot do now is
 * left to the job runner, due again after its backoff. Never throws: the releases are durable.
 * Returns the first gateway failure, for a caller whose answer must say the gateway is away.
 */
export async function releaseAtOnce(
  services: Services,
  releases: HoldReleaseRow[],
  now: Date,
): Promise<unknown> {
  let failure: unknown;
  for (const release of releases) {
    try {
      await releaseHold(services, release, now);
      await markRowDone(services.db, 'hold_release', release.id, now);
    } catch (error) {
      failure ??= error;
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(now.getTime() + retryDelayMs(release.attempts));
      await recordFailedAttempt(services.db, 'hold_release', release.id, message, retryAt);
      services.logger.info('A hold could not be released yet; will retry', {
        id: release.id,
        reference: release.reference,
        error: message,
      });
    }
  }
  return failure;
}

/** The hold request a release was written with, to ask the gateway for the same hold. */
function holdRequestOf(release: HoldReleaseRow): HoldRequest | null {
  const { card_token, amount_minor, currency_code, idempotency_key, description } = release;
  if (card_token === null || amount_minor === null || currency_code === null) return null;
  if (idempotency_key === null || description === null) return null;
  return {
    card: { token: card_token, customerId: release.card_customer_id },
    amountMinor: amount_minor,
    currencyCode: currency_code,
    idempotencyKey: idempotency_key,
    description,
  };
}

/**
 * Releases one hold at its gateway. Without a reference, the gateway is asked for the hold again
 * with its idempotency key: the same hold comes back (or the same refusal: nothing was held). A
 * hold that a ride keeps is never voided. Voiding a hold already voided is no error, so running a
 * release twice releases once. Only once the gateway has released it is a ride's hold recorded
 * as voided.
 */
async function releaseHold(services: Services, release: HoldReleaseRow, now: Date): Promise<void> {
  const row = await findPaymentGateway(services.db, release.company_id, release.payment_gateway_id);
  if (!row) throw new Error(`Payment gateway ${release.payment_gateway_id} is gone`);
  const gateway = services.gatewayOf ? services.gatewayOf(row) : gatewayFor(services, row);
  let reference = release.reference;
  if (reference === null) {
    const request = holdRequestOf(release);
    if (!request) throw new Error('This release has neither a reference nor a hold request');
    try {
      ({ reference } = await gateway.hold(request));
    } catch (error) {
      if (error instanceof PaymentGatewayError) return;
      throw error;
    }
    await recordReleaseReference(services.db, release.id, reference);
  }
  if (await isHoldKept(services.db, release.company_id, reference)) return;
  await gateway.voidHold(reference);
  await markHoldReleased(services.db, release, reference, now);
}

/** The job runner's work on the hold_release queue. */
export function holdReleasing(services: Services): QueueHandler<'hold_release'> {
  return {
    queue: 'hold_release',
    async run({ id }, now) {
      const release = await findPendingRelease(services.db, id);
      if (release) await releaseHold(services, release, now);
    },
  };
}
