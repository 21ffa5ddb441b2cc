import { randomUUID } from 'node:crypto';
import { PAYMENT_SERVICE_UNREACHABLE_MESSAGE } from '@ride/domain';
import {
  GatewayNotConfiguredError,
  PaymentGatewayError,
  PaymentGatewayUnreachableError,
} from '../../adapters/payments/gateway.ts';
import { gatewayFor } from '../../adapters/payments/index.ts';
import { appError, notFound } from '../../core/errors.ts';
import { cachedRead, findPaymentGateway, type CompanyRow } from '../company/index.ts';
import type { PaymentsDeps } from './payments.service.ts';

/** The gateway's refusal as the app parses it (spec part 2 §8), with its code and kind. */
function gatewayRefusal(error: PaymentGatewayError, when: 'card' | 'reservation') {
  const correlation = `CorrelationId: ${randomUUID()}`;
  const message =
    when === 'reservation'
      ? `Payment gateway error: - ${error.detail}`
      : error.kind === 'stripe'
        ? `API Error. Status: ${error.status ?? 400}, Message: ${error.detail}, ${correlation}`
        : `API Error. Message: ${error.summary}. ${error.detail}, ${correlation}`;
  return appError('PAYMENT_GATEWAY_ERROR', message, {
    gateway: error.kind,
    ...(error.gatewayCode !== null ? { gatewayCode: error.gatewayCode } : {}),
  });
}

/**
 * Runs a gateway call, turning its refusals into the API's errors. A gateway that could not be
 * reached is PAYMENT_GATEWAY_ERROR too, with the text that says to try again (the app shows it
 * as it shows a refusal), marked `retryable`.
 */
export async function atGateway<T>(
  when: 'card' | 'reservation',
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentGatewayError) throw gatewayRefusal(error, when);
    if (error instanceof PaymentGatewayUnreachableError) {
      throw appError('PAYMENT_GATEWAY_ERROR', PAYMENT_SERVICE_UNREACHABLE_MESSAGE, {
        gateway: error.kind,
        retryable: true,
      });
    }
    if (error instanceof GatewayNotConfiguredError) {
      throw appError('PAYMENT_GATEWAY_ERROR', error.message, { gateway: error.kind });
    }
    throw error;
  }
}

/** The company's gateway with this id, and its provider; unknown ids are NOT_FOUND. */
export async function companyGateway(
  ctx: Pick<PaymentsDeps, 'db' | 'config'>,
  company: CompanyRow,
  paymentGatewayId: number,
): Promise<{
  row: NonNullable<Awaited<ReturnType<typeof findPaymentGateway>>>;
  gateway: ReturnType<typeof gatewayFor>;
}> {
  const row = await cachedRead(ctx.db, `payment-gateway:${company.id}:${paymentGatewayId}`, () =>
    findPaymentGateway(ctx.db, company.id, paymentGatewayId),
  );
  if (!row) throw notFound('Payment gateway');
  const gateway = await atGateway('card', async () => gatewayFor(ctx, row));
  return { row, gateway };
}
