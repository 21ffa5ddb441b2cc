// Over 300 lines: creating a reservation reads as one flow (validation, route, quote, promo, hold); to be split by step.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  emailError,
  parseLookupRatesInput,
  promotionProblemMessage,
  firstNameError,
  fromMinorUnits,
  lastNameError,
  INVALID_PHONE_MESSAGE,
  normalizeEmail,
  normalizePhoneNumber,
  signUpPasswordError,
} from '@ride/domain';
import { z } from 'zod';
import type { TokenizedCard } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { GraphQLContext, Viewer } from '../../graphql/context.ts';
import { appError, badUserInput, conflict, forbidden, notFound } from '../../core/errors.ts';
import {
  assertValid,
  DUPLICATE_EMAIL_MESSAGE,
  findAccountByEmail,
  hashPassword,
  insertAccount,
  requireViewer,
  updateAccountAddress,
} from '../auth/index.ts';
import { requireHumanCheck } from '../human-check/index.ts';
import {
  atGateway,
  cardInputSchema,
  companyGateway,
  findSavedCard,
  holdDurably,
  releaseUnkeptHold,
  resumableHoldKey,
  saveCard,
  tokenizedCard,
  verifyNewCard,
} from '../payments/index.ts';
import { parseOrRefuse } from '../../core/validation.ts';
import { claimPromoUse, type PricedTripResult, priceTrip } from '../rates/index.ts';
import { bookedUnderKey, bookingKeyOf } from './booking-key.ts';
import { reservationConfirmationMail } from './reservation-mail.ts';
import { insertBooking, nextConfirmationNumber } from './reservations.repository.ts';
import type { BookedFlightDetails, BookedStop } from './reservations.tables.ts';

export type ReservationsContext = Pick<
  GraphQLContext,
  'db' | 'config' | 'logger' | 'viewer' | 'request' | 'clientIp' | 'jobs' | 'rideChanges'
>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

export const reservationInputSchema = z.object({
  trip: z.unknown(),
  vehicleTypeId: z.number().int().positive(),
  expectedAmountInMinorUnits: z.number().int().nonnegative(),
  driverNotes: optionalText(1_000),
  flightDetails: z
    .object({
      airlineCode: optionalText(3),
      airlineName: optionalText(50),
      flightNumber: optionalText(12),
      terminal: optionalText(20),
      gate: optionalText(20),
      tailNumber: optionalText(20),
      meetOption: z.enum(['CURBSIDE', 'INSIDE', 'NONE']).nullish(),
    })
    .nullish(),
  payment: z
    .object({
      savedPaymentId: z.string().trim().nullish(),
      card: cardInputSchema
        .extend({
          saveCard: z.boolean().nullish(),
          saveAsDefaultBillingAddress: z.boolean().nullish(),
        })
        .nullish(),
    })
    .refine((p) => Boolean(p.savedPaymentId) !== Boolean(p.card), {
      message: 'Choose a saved card or give a card, not both',
    }),
  guest: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      emailAddress: z.string(),
      phoneNumber: z.string().trim().max(40),
      phoneNumberCountryCode: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, INVALID_PHONE_MESSAGE),
    })
    .nullish(),
  password: z.string().nullish(),
});
type ReservationInput = z.infer<typeof reservationInputSchema>;

interface Rider {
  accountId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** A guest registering with this booking: the new account's password hash. */
  registration: { passwordHash: string } | null;
  /** A guest's human check pass, which their card was set up with. */
  guestPassId: string | null;
}

/** Who rides: the signed-in rider, or a guest (who may register with the booking). */
async function riderOf(
  ctx: ReservationsContext,
  priced: PricedTripResult,
  input: ReservationInput,
): Promise<Rider> {
  const { company } = priced;
  // A rider signed in elsewhere is nobody here, not a guest.
  const viewer: Viewer | null = ctx.viewer ? requireViewer(ctx, company.id) : null;
  if (viewer) {
    // The account as the request's sign-in read it (the session lookup joins it).
    return {
      accountId: viewer.userId,
      ...viewer.contact,
      registration: null,
      guestPassId: null,
    };
  }
  const guest = input.guest;
  if (!guest) throw badUserInput('Guests must say who is riding', 'guest');
  // A guest's booking puts a card through the gateway: no card testing by scripts.
  const pass = await requireHumanCheck(ctx.config, ctx.request, company.id);
  assertValid(
    {
      firstName: firstNameError(guest.firstName),
      lastName: lastNameError(guest.lastName),
      emailAddress: emailError(guest.emailAddress),
    },
    (field) => `guest.${field}`,
  );
  // The guest form's rule (packages/domain), so the form and the server never disagree.
  const phone = normalizePhoneNumber(guest.phoneNumber, guest.phoneNumberCountryCode);
  if (!phone) throw badUserInput(INVALID_PHONE_MESSAGE, 'guest.phoneNumber');
  let registration: Rider['registration'] = null;
  if (input.password) {
    if (!company.is_create_account_allowed) {
      throw forbidden('Account creation is not allowed for this company');
    }
    const problem = signUpPasswordError(input.password);
    if (problem) throw badUserInput(problem, 'password');
    const email = normalizeEmail(guest.emailAddress);
    if (await findAccountByEmail(ctx.db, company.id, email))
      throw conflict(DUPLICATE_EMAIL_MESSAGE);
    registration = { passwordHash: await hashPassword(input.password) };
  }
  return {
    accountId: null,
    firstName: guest.firstName.trim(),
    lastName: guest.lastName.trim(),
    email: guest.emailAddress.trim(),
    phone,
    registration,
    guestPassId: pass.id,
  };
}

interface ChargedCard {
  paymentGatewayId: number;
  savedCardId: string | null;
  card: TokenizedCard;
  brand: string;
  nameOnCard: string;
}

/** The card the ride is held on: a saved one of the rider's, or one the gateway just tokenized. */
async function cardOf(
  ctx: ReservationsContext,
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
  if (given.saveCard && rider.accountId && ctx.viewer) {
    const saved = await saveCard(ctx, company, ctx.viewer, given, now, false);
    return {
      paymentGatewayId: saved.payment_gateway_id,
      savedCardId: saved.id,
      card: { ...tokenizedCard(given, now), token: saved.token, customerId: saved.customer_id },
      brand: saved.card_brand,
      nameOnCard: saved.name_on_card,
    };
  }
  const owner = ctx.viewer ? { viewer: ctx.viewer } : { guestPassId: rider.guestPassId ?? '' };
  const { verified } = await verifyNewCard(ctx, company, given, owner, now, 'reservation');
  return {
    paymentGatewayId: given.paymentGatewayId,
    savedCardId: null,
    card: { ...tokenizedCard(given, now), token: verified.token, customerId: verified.customerId },
    brand: verified.brand,
    nameOnCard: given.cardHolderName.slice(0, 50),
  };
}

/** The booked route: each stop as the rider chose it, with where it was found to be. */
export function bookedRoute(priced: PricedTripResult): BookedStop[] {
  return priced.input.route.map((stop, index) => {
    const located = priced.stops[index]?.coordinates;
    return {
      type: stop.type,
      name: stop.address.name,
      line1: stop.address.line1,
      line2: stop.address.line2,
      city: stop.address.city,
      stateCode: stop.address.stateCode,
      postalCode: stop.address.postalCode,
      countryCode: stop.address.countryCode,
      airportCode: stop.flightInfo?.airportCode || null,
      latitude: located?.latitude ?? 0,
      longitude: located?.longitude ?? 0,
      seaport: stop.seaport,
    };
  });
}

function flightDetailsOf(
  input: Pick<ReservationInput, 'flightDetails'>,
): BookedFlightDetails | null {
  const flight = input.flightDetails;
  // A private flight may be known by its aircraft's tail number alone.
  if (!flight || (!flight.flightNumber && !flight.airlineName && !flight.tailNumber)) return null;
  return {
    airlineCode: flight.airlineCode.toUpperCase(),
    airlineName: flight.airlineName,
    flightNumber: flight.flightNumber.toUpperCase(),
    terminal: flight.terminal,
    gate: flight.gate,
    tailNumber: flight.tailNumber,
    meetOption: flight.meetOption ?? 'NONE',
  };
}

/**
 * The vehicle the rider chose, priced again: one the trip does not offer is BAD_USER_INPUT, and a
 * total other than the one the rider was shown (a price that changed, or a tampered one) is
 * CONFLICT with the new amount.
 */
export function chosenQuote(
  priced: PricedTripResult,
  vehicleTypeId: number,
  expectedAmountInMinorUnits: number,
) {
  const chosen = priced.priced.find(({ vehicle }) => vehicle.id === vehicleTypeId);
  if (!chosen) {
    throw badUserInput(
      'This vehicle is not offered for this trip or does not fit the party',
      'vehicleTypeId',
    );
  }
  const total = chosen.quote.amount;
  if (total !== expectedAmountInMinorUnits) {
    throw appError(
      'CONFLICT',
      `The price of this trip is now ${priced.company.currency_symbol}${fromMinorUnits(total).toFixed(2)}`,
      { amountInMinorUnits: total, field: 'expectedAmountInMinorUnits' },
    );
  }
  return chosen;
}

export type ChosenQuote = ReturnType<typeof chosenQuote>;

/** What a reservation keeps of the trip as priced: route, time, party, vehicle and price. */
export function tripColumns(
  priced: PricedTripResult,
  chosen: ChosenQuote,
  extras: Pick<ReservationInput, 'driverNotes' | 'flightDetails'>,
) {
  const seats = priced.input.childSeatOptions;
  const flight = flightDetailsOf(extras);
  return {
    service_type_id: priced.serviceType.id,
    vehicle_type_id: chosen.vehicle.id,
    scheduled_pickup_at: priced.pickup,
    duration_seconds: priced.trip.isHourly ? priced.input.duration : null,
    route: JSON.stringify(bookedRoute(priced)),
    passenger_count: priced.input.totalPassengers,
    luggage_count: priced.input.totalLuggage,
    infant_seats: seats?.totalInfantSeat ?? 0,
    toddler_seats: seats?.totalToddlerSeat ?? 0,
    booster_seats: seats?.totalBoosterSeat ?? 0,
    requires_accessibility: priced.input.requiresAccessibility,
    flight_details: flight && JSON.stringify(flight),
    driver_notes: extras.driverNotes,
    promo_code: priced.promotion?.code ?? null,
    total_minor: chosen.quote.amount,
    rate_lines: JSON.stringify(
      chosen.quote.lines.map((line) => ({ name: line.name, valueInMinorUnits: line.value })),
    ),
    trip_distance_meters: priced.estimate.distanceMeters,
    trip_duration_seconds: priced.estimate.durationSeconds,
  };
}

/**
 * Takes a use of the trip's promo code in the booking's transaction: a code whose usage limit was
 * reached meanwhile (another booking took the last use) is refused and nothing is kept.
 */
export async function takePromoUse(db: Db, priced: PricedTripResult): Promise<void> {
  const code = priced.promotion?.code;
  if (!code) return;
  if (!(await claimPromoUse(db, priced.company.id, code))) {
    throw badUserInput(promotionProblemMessage('used_up', code), 'promoCode');
  }
}

/** A booked (or changed) reservation as createReservation and updateReservation answer it. */
export function reservationAnswer(booked: {
  id: string;
  confirmationNumber: string;
  status: string;
  company: Pick<PricedTripResult['company'], 'currency_code' | 'currency_symbol'>;
  chosen: ChosenQuote;
  payment: { cardBrand: string; lastDigits: string; nameOnCard: string };
  accountCreated: boolean;
}) {
  const total = booked.chosen.quote.amount;
  return {
    id: booked.id,
    confirmationNumber: booked.confirmationNumber,
    status: booked.status,
    currencyCode: booked.company.currency_code,
    currencySymbol: booked.company.currency_symbol,
    totalPrice: fromMinorUnits(total),
    totalPriceInMinorUnits: total,
    rates: booked.chosen.quote.lines.map((line) => ({
      name: line.name,
      totalValue: fromMinorUnits(line.value),
      totalValueInMinorUnits: line.value,
    })),
    payment: booked.payment,
    accountCreated: booked.accountCreated,
  };
}

/**
 * Where and under which key a request books (decision 69): the company of its trip and its
 * Idempotency-Key bound to the rider; null without a key, or for a trip that will be refused.
 */
function requestBookingOf(
  ctx: ReservationsContext,
  input: ReservationInput,
  requestKey: string | null,
) {
  const trip = parseLookupRatesInput(input.trip);
  if (!requestKey || !trip.ok) return null;
  const rider = ctx.viewer
    ? { accountId: ctx.viewer.userId }
    : { guestEmail: input.guest?.emailAddress ?? '' };
  return {
    companyId: trip.value.coid,
    key: bookingKeyOf(requestKey, rider),
    registers: !ctx.viewer && Boolean(input.password),
  };
}

/**
 * createReservation: prices the trip again (a different amount than the rider saw is CONFLICT),
 * holds the amount on the card, then keeps the reservation, its hold and the confirmation mail
 * in one transaction. A hold whose reservation was not kept is released, even after a crash.
 * Run once per Idempotency-Key (the GraphQL plugin); the booking keeps its key (`requestKey`), so
 * the request run again after a crash answers the ride it booked, and one key books one ride
 * (decision 69).
 */
export async function createReservation(
  ctx: ReservationsContext,
  rawInput: unknown,
  now: Date,
  requestKey: string | null = null,
) {
  const input = parseOrRefuse(reservationInputSchema, rawInput);
  const booking = requestBookingOf(ctx, input, requestKey);
  const booked =
    booking && (await bookedUnderKey(ctx.db, booking.companyId, booking.key, booking.registers));
  if (booked) return booked;
  const priced = await priceTrip(ctx, input.trip);
  const { company } = priced;
  const chosen = chosenQuote(priced, input.vehicleTypeId, input.expectedAmountInMinorUnits);
  const total = chosen.quote.amount;
  const rider = await riderOf(ctx, priced, input);
  const charged = await cardOf(ctx, priced, input, rider, now);
  const { row, gateway } = await companyGateway(ctx, company, charged.paymentGatewayId);
  // The gateway call holds once per key, its network retries included. Under the request's key a
  // run after a crash asks with the dead run's key, and gets its hold back rather than a second
  // one; a hold released after a failure is not asked for again (resumableHoldKey). The hold is
  // durable (decision 51): should this process die before the booking is kept, it is released.
  const id = randomUUID();
  const holdKey = booking
    ? await resumableHoldKey(
        ctx.db,
        {
          companyId: company.id,
          base: `reservation:${company.id}:${booking.key}`,
          reservationId: id,
        },
        now,
      )
    : `reservation:${company.id}:${randomUUID()}`;
  if (holdKey === null) {
    // Another run of this request kept its booking since this one looked: that is the answer.
    const earlier =
      booking && (await bookedUnderKey(ctx.db, company.id, booking.key, booking.registers));
    if (earlier) return earlier;
    throw conflict('This booking was already made');
  }
  const hold = await atGateway('reservation', () =>
    holdDurably(
      ctx,
      { companyId: company.id, paymentGatewayId: row.id, gateway, reservationId: id },
      {
        card: charged.card,
        amountMinor: total,
        currencyCode: company.currency_code,
        idempotencyKey: holdKey,
        description: `${company.name} ride`,
      },
      now,
    ),
  );

  // A signed-in rider who ticked "Add this address to my Profile…" keeps it with the booking.
  const newCard = input.payment.card;
  const profileAddress =
    ctx.viewer && newCard?.saveAsDefaultBillingAddress ? newCard.billingAddress : null;
  const route = bookedRoute(priced);
  const shareHash = randomBytes(16).toString('base64url');
  try {
    const confirmationNumber = await nextConfirmationNumber(ctx.db, company.id);
    const store = async (db: Db) => {
      const accountId = rider.registration
        ? await insertAccount(db, {
            company_id: company.id,
            email: rider.email,
            password_hash: rider.registration.passwordHash,
            first_name: rider.firstName,
            last_name: rider.lastName,
            phone: rider.phone,
            created_at: now,
            updated_at: now,
            password_changed_at: now,
          })
        : rider.accountId;
      await insertBooking(db, {
        reservation: {
          id,
          company_id: company.id,
          confirmation_number: confirmationNumber,
          account_user_id: accountId,
          ...tripColumns(priced, chosen, input),
          currency_code: company.currency_code,
          currency_symbol: company.currency_symbol,
          is_guest: accountId === null,
          passenger_first_name: rider.firstName,
          passenger_last_name: rider.lastName,
          passenger_email: rider.email,
          passenger_phone: rider.phone,
          payment_gateway_id: charged.paymentGatewayId,
          saved_card_id: charged.savedCardId,
          card_brand: charged.brand,
          card_last_digits: charged.card.lastDigits,
          card_name: charged.nameOnCard,
          card_token: charged.card.token,
          card_customer_id: charged.card.customerId,
          share_hash: shareHash,
          // One ride per key (a unique index): a second run of the request keeps nothing.
          request_key: booking?.key ?? null,
          created_at: now,
          updated_at: now,
        },
        hold: {
          company_id: company.id,
          reservation_id: id,
          payment_gateway_id: row.id,
          gateway: gateway.kind,
          reference: hold.reference,
          amount_minor: total,
          currency_code: company.currency_code,
          status: 'held',
          created_at: now,
          updated_at: now,
        },
        keptHold: hold,
        now,
        mail: reservationConfirmationMail({
          company,
          mailFrom: ctx.config.mailFrom,
          to: rider.email,
          firstName: rider.firstName,
          confirmationNumber,
          pickupAt: priced.pickup,
          route,
          vehicleName: chosen.vehicle.name,
          totalMinor: total,
          currencySymbol: company.currency_symbol,
          currencyCode: company.currency_code,
          rideLink: `${ctx.config.publicUrl.replace(/\/$/, '')}/tracking?id=${id}&td=${shareHash}`,
        }),
      });
      if (profileAddress && accountId) {
        await updateAccountAddress(db, { companyId: company.id, accountId }, profileAddress, now);
      }
    };
    // The booking is one statement; a guest who registers, a rider's new profile address, or a
    // use of a promo code, is kept with it in one transaction.
    if (rider.registration || profileAddress || priced.promotion) {
      await ctx.db.transaction().execute(async (trx) => {
        await takePromoUse(trx, priced);
        await store(trx);
      });
    } else await store(ctx.db);
    ctx.jobs?.wake();
    await ctx.rideChanges?.rideChanged(company.id, id);
    return reservationAnswer({
      id,
      confirmationNumber,
      status: 'BOOKED',
      company,
      chosen,
      payment: {
        cardBrand: charged.brand,
        lastDigits: charged.card.lastDigits,
        nameOnCard: charged.nameOnCard,
      },
      accountCreated: rider.registration !== null,
    });
  } catch (error) {
    // Nothing was kept: the hold must not stay on the rider's card. (A hold that another run of
    // this request kept, asked for under the same key, stays: releasing never voids a kept hold.)
    await releaseUnkeptHold(ctx, hold, now);
    // Another run of the same request kept its ride first: that ride is this run's answer.
    if (booking && isUniqueViolation(error)) {
      const earlier = await bookedUnderKey(ctx.db, company.id, booking.key, booking.registers);
      if (earlier) return earlier;
    }
    throw error;
  }
}
