import { gatewayFor, type PaymentGateway } from '../../../adapters/payments/index.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { notFound } from '../../../core/errors.ts';
import type { Logger } from '../../../logger.ts';
import { findPaymentGateway } from '../../company/index.ts';
import { atGateway } from '../../payments/index.ts';
import { recordAudit } from '../index.ts';

export interface MoneyServices {
  db: Db;
  config: Config;
  logger: Logger;
  /** The provider behind a company's gateway row; tests put a failing one in its place. */
  gatewayOf?: (row: Parameters<typeof gatewayFor>[1]) => PaymentGateway;
}

/**
 * Who moves the money: a staff user (named in the ledger and the audit log), or the rider's own
 * cancel (userId null: the ledger row names nobody and no audit entry is written).
 */
export interface MoneyActor {
  companyId: string;
  userId: string | null;
}

export async function gatewayOfHold(
  services: MoneyServices,
  companyId: string,
  paymentGatewayId: number,
): Promise<PaymentGateway> {
  const row = await findPaymentGateway(services.db, companyId, paymentGatewayId);
  if (!row) throw notFound('Payment gateway');
  return atGateway('card', async () =>
    services.gatewayOf ? services.gatewayOf(row) : gatewayFor(services, row),
  );
}

/** Writes a staff user's money action to the audit log; the rider's own flows write none. */
export async function audit(
  trx: Parameters<typeof recordAudit>[0],
  actor: MoneyActor,
  entry: Parameters<typeof recordAudit>[3],
) {
  if (actor.userId === null) return;
  await recordAudit(
    trx,
    actor.companyId,
    { userId: actor.userId, companyId: actor.companyId },
    entry,
  );
}
