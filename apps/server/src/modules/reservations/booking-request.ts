import { INVALID_PHONE_MESSAGE, parseLookupRatesInput } from '@ride/domain';
import { z } from 'zod';
import type { Viewer } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import type { RequestHeaders, RequestInfo } from '../../core/request.ts';
import { cardInputSchema } from '../payments/index.ts';
import { bookingKeyOf } from './booking-key.ts';

/**
 * What booking and changing a reservation use: the long-lived dependencies, and what the HTTP
 * layer read of the request (the human check's pass, the caller's address).
 */
export type ReservationsDeps = Pick<Deps, 'db' | 'config' | 'logger' | 'jobs' | 'rideChanges'> &
  Pick<RequestHeaders, 'cookie'> &
  Partial<Pick<RequestHeaders, 'acceptLanguage'>> &
  Pick<RequestInfo, 'clientIp'>;

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
      textUpdates: z.boolean().nullish(),
    })
    .nullish(),
  password: z.string().nullish(),
  /** The language the rider's app shows (decision 97): the ride's messages are in it. */
  language: z.string().trim().max(10).nullish(),
});

export type ReservationInput = z.infer<typeof reservationInputSchema>;

/**
 * Where and under which key a request books (decision 69): the company of its trip and its
 * Idempotency-Key bound to the rider; null without a key, or for a trip that will be refused.
 */
export function requestBookingOf(
  signedIn: Viewer | null,
  input: ReservationInput,
  requestKey: string | null,
) {
  const trip = parseLookupRatesInput(input.trip);
  if (!requestKey || !trip.ok) return null;
  const rider = signedIn
    ? { accountId: signedIn.userId }
    : { guestEmail: input.guest?.emailAddress ?? '' };
  return {
    companyId: trip.value.coid,
    key: bookingKeyOf(requestKey, rider),
    registers: !signedIn && Boolean(input.password),
  };
}
