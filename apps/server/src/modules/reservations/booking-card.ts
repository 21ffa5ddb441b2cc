import { z } from 'zod';
import type { TokenizedCard } from '../../adapters/payments/index.ts';
import type { Viewer } from '../../core/actor.ts';
import { notFound } from '../../core/errors.ts';
import { findSavedCard, saveCard, tokenizedCard, verifyNewCard } from '../payments/index.ts';
import type { PricedTripResult } from '../rates/index.ts';
import type { ReservationInput, ReservationsDeps } from './booking-request.ts';
import type { Rider } from './booking-rider.ts';

interface ChargedCard {
  paymentGatewayId: number;
  savedCardId: string | null;
  card: TokenizedCard;
  brand: string;
  nameOnCard: string;
}

/** The card the ride is held on: a saved one of the rider's, or one the gateway just tokenized. */
export async function cardOf(
  ctx: ReservationsDeps,
  signedIn: Viewer | null,
  priced: PricedTripResult,
  input: ReservationInput,
  rider: Rider,
  now: Date,
): Promise<ChargedCard> {
  const { company } = priced;
  const { savedPaymentId, card } = input.payment;
  if (savedPaymentId) {
    if (!rider.accountId || rider.registration) throw notFound('Saved payment');
    const saved = z.uuid().safeParse(savedPaymentId).success
      ? await findSavedCard(
          ctx.db,
          { companyId: company.id, accountId: rider.accountId },
          savedPaymentId,
        )
      : undefined;
    if (!saved) throw notFound('Saved payment');
    return {
      paymentGatewayId: saved.payment_gateway_id,
      savedCardId: saved.id,
      card: {
        token: saved.token,
        customerId: saved.customer_id,
        hostedPaymentsAccountId: saved.hosted_payments_account_id,
        lastDigits: saved.last_digits,
        expiryMonth: saved.expiry_month,
        expiryYear: saved.expiry_year,
      },
      brand: saved.card_brand,
      nameOnCard: saved.name_on_card,
    };
  }
  const given = card!;
  if (given.saveCard && rider.accountId && signedIn) {
    const saved = await saveCard(ctx, company, signedIn, given, now, false);
    return {
      paymentGatewayId: saved.payment_gateway_id,
      savedCardId: saved.id,
      card: { ...tokenizedCard(given, now), token: saved.token, customerId: saved.customer_id },
      brand: saved.card_brand,
      nameOnCard: saved.name_on_card,
    };
  }
  const owner = signedIn ? { viewer: signedIn } : { guestPassId: rider.guestPassId ?? '' };
  const { verified } = await verifyNewCard(ctx, company, given, owner, now, 'reservation');
  return {
    paymentGatewayId: given.paymentGatewayId,
    savedCardId: null,
    card: { ...tokenizedCard(given, now), token: verified.token, customerId: verified.customerId },
    brand: verified.brand,
    nameOnCard: given.cardHolderName.slice(0, 50),
  };
}
