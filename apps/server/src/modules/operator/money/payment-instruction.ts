import type { Db } from '../../../db/database.ts';
import { retryDelayMs, type QueueHandler } from '../../../jobs/job-runner.ts';
import { recordFailedAttempt } from '../../../jobs/failed-attempt.ts';
import { markRowDone } from '../../../jobs/queue.repository.ts';
import { atGateway } from '../../payments/index.ts';
import { audit, gatewayOfHold, type MoneyServices } from './money-context.ts';
import {
  appendLedger,
  findHold,
  lockRideForMoney,
  setHoldStatus,
  setLedgerActor,
  type HoldRow,
} from './money.repository.ts';
import { raiseRideNotice } from '../../notifications/index.ts';
import {
  findPendingInstruction,
  type PaymentInstructionRow,
} from './payment-instruction.repository.ts';

/**
 * Records the gateway's answer to an instruction, under the ride's lock: its ledger row (once per
 * key), the hold's new status, the audit entry, and the instruction done, in one transaction, so
 * that a decider sees the movement either still pending or in the ledger, never both or neither.
 */
async function record(
  db: Db,
  instruction: PaymentInstructionRow,
  hold: HoldRow,
  answer: { amountMinor: number; refundId?: string },
  now: Date,
): Promise<void> {
  const actor = { companyId: instruction.company_id, userId: instruction.created_by };
  await db.transaction().execute(async (trx) => {
    const ride = await lockRideForMoney(trx, instruction.company_id, instruction.reservation_id);
    if (actor.userId) await setLedgerActor(trx, actor.userId);
    const entry = {
      companyId: instruction.company_id,
      reservationId: instruction.reservation_id,
      currency: hold.currency_code,
      reference: hold.reference,
      createdBy: actor.userId,
    };
    const written = await appendLedger(trx, {
      ...entry,
      kind: instruction.kind === 'capture' ? 'captured' : 'refunded',
      amountMinor: answer.amountMinor,
      ...(answer.refundId ? { gatewayRefund: answer.refundId } : {}),
      idempotencyKey: instruction.idempotency_key,
    });
    if (instruction.kind === 'capture') {
      // The gateway releases what a capture leaves of its hold.
      if (hold.amount_minor > answer.amountMinor) {
        await appendLedger(trx, {
          ...entry,
          kind: 'voided',
          amountMinor: hold.amount_minor - answer.amountMinor,
          idempotencyKey: `capture-release:${hold.id}`,
        });
      }
      // Fires the payment_hold trigger, which writes nothing for a capture.
      await setHoldStatus(trx, hold, 'capturing', 'captured', now);
    }
    await markRowDone(trx, 'payment_instruction', instruction.id, now);
    if (written && instruction.kind === 'refund') {
      // The rider is told of each refund the gateway made, once per share (its key).
      await raiseRideNotice(trx, {
        companyId: instruction.company_id,
        reservationId: instruction.reservation_id,
        kind: 'refunded',
        changeKey: `refunded:${instruction.idempotency_key}`,
        facts: { refundMinor: answer.amountMinor },
      });
    }
    if (written) {
      await audit(trx, actor, {
        action: instruction.action,
        target: ride?.confirmation_number ?? instruction.reservation_id,
        after: { reference: hold.reference, amountMinor: answer.amountMinor },
      });
    }
  });
}

/**
 * Asks the gateway for one instruction and records its answer. The gateway is asked with a key
 * derived from the instruction's, so asking again (a retry, the job runner after a request died)
 * gets the same capture or refund back, and the ledger row is written once.
 */
export async function carryOutInstruction(
  services: MoneyServices,
  instruction: PaymentInstructionRow,
  now: Date,
): Promise<void> {
  const hold = await findHold(services.db, instruction.company_id, instruction.hold_id);
  const gateway = await gatewayOfHold(services, instruction.company_id, hold.payment_gateway_id);
  const { amount_minor: amount, idempotency_key: key } = instruction;
  if (instruction.kind === 'capture') {
    const captured = await atGateway('reservation', () =>
      gateway.capture(hold.reference, amount, key),
    );
    await record(services.db, instruction, hold, captured, now);
  } else {
    const gatewayKey = `refund:${instruction.company_id}:${instruction.reservation_id}:${key}`;
    const refunded = await atGateway('reservation', () =>
      gateway.refund(hold.reference, amount, gatewayKey),
    );
    await record(services.db, instruction, hold, refunded, now);
  }
}

/**
 * Carries out instructions leased to the caller, each whatever became of the others; one that
 * failed is due again after its backoff (the job runner's, or the caller's next try). Throws the
 * first failure once all were tried.
 */
export async function carryOutAtOnce(
  services: MoneyServices,
  instructions: readonly PaymentInstructionRow[],
  now: Date,
): Promise<void> {
  let failure: unknown;
  for (const instruction of instructions) {
    try {
      await carryOutInstruction(services, instruction, now);
    } catch (error) {
      failure ??= error;
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(now.getTime() + retryDelayMs(instruction.attempts));
      await recordFailedAttempt(
        services.db,
        'payment_instruction',
        instruction.id,
        message,
        retryAt,
      );
    }
  }
  if (failure !== undefined) throw failure;
}

/** The job runner's work on the payment_instruction queue: what a request left unfinished. */
export function paymentInstructing(services: MoneyServices): QueueHandler<'payment_instruction'> {
  return {
    queue: 'payment_instruction',
    async run({ id }, now) {
      const instruction = await findPendingInstruction(services.db, id);
      if (instruction) await carryOutInstruction(services, instruction, now);
    },
  };
}
