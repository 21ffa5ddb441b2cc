import type { Db } from '../../../db/database.ts';
import { notFound } from '../../../core/errors.ts';
import { findCompany } from '../../company/index.ts';
import {
  atGateway,
  type DurableHold,
  giveUpHolds,
  holdDurably,
  markHoldKept,
  releaseAtOnce,
  releaseUnkeptHold,
} from '../../payments/index.ts';
import { insertHold } from '../../reservations/index.ts';
import { ledgerTotals } from './ledger.ts';
import { gatewayOfHold, type MoneyActor, type MoneyServices } from './money-context.ts';
import {
  listHolds,
  listLedger,
  lockRideForMoney,
  setHoldStatus,
  setLedgerActor,
  type MoneyRide,
} from './money.repository.ts';
import { carryOutAtOnce } from './payment-instruction.ts';
import {
  insertInstruction,
  leaseRideInstructions,
  listPendingInstructions,
} from './payment-instruction.repository.ts';

export { gatewayOfHold, type MoneyActor, type MoneyServices } from './money-context.ts';

/** How long instructions tried at once are kept from the job runner: longer than a gateway call. */
export const INSTRUCTION_LEASE_MS = 120_000;

/** What a collection takes from a ride. */
export interface Collection {
  /** The audit action its movements are recorded under. */
  action: string;
  /** All the ride owes, captured or not, read from the locked ride; throws to refuse. */
  dueOf(trx: Db, ride: MoneyRide): Promise<number>;
  /**
   * Holds anew on the ride's card what its holds do not cover (a fee after a release, a final
   * price above the booked one): what the hold is, in its gateway key and its description.
   */
  holdsAnew?: { key: string; description: string };
}

/** A hold made anew for a collection, to be kept by its next round. */
type NewHold = DurableHold & { amountMinor: number; paymentGatewayId: number; gateway: string };

/**
 * One round, under the ride's lock from one view of the ride, its holds, its ledger and the
 * captures decided already: what is due and not yet captured or being captured is taken from the
 * held holds, oldest first (each such hold becomes `capturing`, with an instruction to capture);
 * the holds nothing is needed from are given up. The ride's instructions not taken by a live
 * request are leased to this one, to ask the gateway for them after the commit.
 */
function decideRound(
  services: MoneyServices,
  actor: MoneyActor,
  reservationId: string,
  collection: Collection,
  newHold: NewHold | null,
  now: Date,
) {
  return services.db.transaction().execute(async (trx) => {
    const ride = await lockRideForMoney(trx, actor.companyId, reservationId);
    if (!ride) throw notFound('Reservation');
    if (actor.userId) await setLedgerActor(trx, actor.userId);
    if (newHold) {
      // Fires the payment_hold trigger: the ledger's authorised row. A request that got the same
      // hold for the same key kept it already: it is kept once.
      await insertHold(trx, {
        company_id: ride.company_id,
        reservation_id: ride.id,
        payment_gateway_id: newHold.paymentGatewayId,
        gateway: newHold.gateway,
        reference: newHold.reference,
        amount_minor: newHold.amountMinor,
        currency_code: ride.currency_code,
        status: 'held',
        created_at: now,
        updated_at: now,
      });
      await markHoldKept(trx, newHold, now).execute();
    }
    const due = await collection.dueOf(trx, ride);
    const holds = await listHolds(trx, actor.companyId, ride.id);
    const captured = ledgerTotals(await listLedger(trx, actor.companyId, ride.id)).capturedMinor;
    const capturing = (await listPendingInstructions(trx, actor.companyId, ride.id))
      .filter((instruction) => instruction.kind === 'capture')
      .reduce((n, instruction) => n + instruction.amount_minor, 0);
    let left = Math.max(0, due - captured - capturing);
    for (const hold of holds.filter((h) => h.status === 'held')) {
      if (left === 0) break;
      const amount = Math.min(left, hold.amount_minor);
      // One capture per hold, ever: its key is the hold's.
      await insertInstruction(trx, {
        companyId: actor.companyId,
        reservationId: ride.id,
        holdId: hold.id,
        kind: 'capture',
        amountMinor: amount,
        idempotencyKey: `capture:${hold.id}`,
        action: collection.action,
        createdBy: actor.userId,
        now,
      });
      // Fires the payment_hold trigger, which writes nothing until the hold is captured.
      await setHoldStatus(trx, hold, 'held', 'capturing', now);
      left -= amount;
    }
    // Whatever is still held is not needed: released (a capture would release it anyway).
    const releases = await giveUpHolds(
      trx,
      { companyId: actor.companyId, reservationId: ride.id, requestedBy: actor.userId },
      now,
    );
    const instructions = await leaseRideInstructions(
      trx,
      { companyId: actor.companyId, reservationId: ride.id },
      now,
      new Date(now.getTime() + INSTRUCTION_LEASE_MS),
    );
    // Every held hold was either taken or given up: this round decided something new.
    const decided = holds.some((hold) => hold.status === 'held');
    return { ride, releases, instructions, decided, shortfall: left, holdCount: holds.length };
  });
}

/**
 * Collects what a ride owes, in rounds (decision 68): each decides under the ride's lock (above),
 * then asks the gateway, outside the lock, with each instruction's own key, and records the
 * answers; the gateway's releases follow. A round that decides nothing new ends it, so what was
 * kept while the gateway was asked (a tip) is taken by the next round. When the holds cover less
 * than is due and the collection holds anew, the rest is held once on the ride's card and kept by
 * the next round. A failure leaves its instruction to a retry or the job runner: the ledger only
 * ever says what the gateway answered.
 */
export async function collectOwed(
  services: MoneyServices,
  actor: MoneyActor,
  reservationId: string,
  collection: Collection,
  now: Date,
): Promise<void> {
  let newHold: NewHold | null = null;
  let heldAnew = false;
  for (;;) {
    let round: Awaited<ReturnType<typeof decideRound>>;
    try {
      round = await decideRound(services, actor, reservationId, collection, newHold, now);
    } catch (error) {
      // The new hold was not kept: it must not stay on the rider's card.
      if (newHold) await releaseUnkeptHold(services, newHold, now);
      throw error;
    }
    newHold = null;
    try {
      await carryOutAtOnce(services, round.instructions, now);
    } finally {
      await releaseAtOnce(services, round.releases, now);
    }
    if (round.shortfall > 0 && collection.holdsAnew && !heldAnew) {
      heldAnew = true;
      const shortfall = { amountMinor: round.shortfall, holdCount: round.holdCount };
      newHold = await holdAnew(services, round.ride, shortfall, collection.holdsAnew, now);
      continue;
    }
    // Retries of earlier instructions and releases are tried once; only new decisions call for
    // another look.
    if (!round.decided) return;
  }
}

/**
 * Holds `amountMinor` on the ride's card through the durable hold (decision 51). The key names the
 * ride, the amount and how many holds the ride had when this was decided: two requests deciding
 * the same get the same hold back (kept once), and a later shortfall is a hold of its own.
 */
async function holdAnew(
  services: MoneyServices,
  ride: MoneyRide,
  { amountMinor, holdCount }: { amountMinor: number; holdCount: number },
  what: { key: string; description: string },
  now: Date,
): Promise<NewHold> {
  const company = await findCompany(services.db, ride.company_id);
  if (!company) throw notFound('Reservation');
  const gateway = await gatewayOfHold(services, ride.company_id, ride.payment_gateway_id);
  const hold = await atGateway('reservation', () =>
    holdDurably(
      services,
      {
        companyId: ride.company_id,
        paymentGatewayId: ride.payment_gateway_id,
        gateway,
        reservationId: ride.id,
      },
      {
        card: { token: ride.card_token, customerId: ride.card_customer_id },
        amountMinor,
        currencyCode: ride.currency_code,
        idempotencyKey: `${what.key}:${ride.company_id}:${ride.id}:${amountMinor}:${holdCount}`,
        description: `${company.name} ride #${ride.confirmation_number} ${what.description}`,
      },
      now,
    ),
  );
  return { ...hold, amountMinor, paymentGatewayId: ride.payment_gateway_id, gateway: gateway.kind };
}
