import {
  emailError,
  firstNameError,
  INVALID_PHONE_MESSAGE,
  lastNameError,
  normalizeEmail,
  normalizePhoneNumber,
  signUpPasswordError,
} from '@ride/domain';
import { badUserInput, conflict, forbidden } from '../../core/errors.ts';
import { requireSameCompany, type Viewer } from '../../core/actor.ts';
import {
  assertValid,
  DUPLICATE_EMAIL_MESSAGE,
  findAccountByEmail,
  hashPassword,
} from '../auth/index.ts';
import { requireHumanCheck } from '../human-check/index.ts';
import type { PricedTripResult } from '../rates/index.ts';
import type { ReservationInput, ReservationsDeps } from './booking-request.ts';

export interface Rider {
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
export async function riderOf(
  ctx: ReservationsDeps,
  signedIn: Viewer | null,
  priced: PricedTripResult,
  input: ReservationInput,
): Promise<Rider> {
  const { company } = priced;
  // A rider signed in elsewhere is nobody here, not a guest.
  const viewer: Viewer | null = signedIn ? requireSameCompany(signedIn, company.id) : null;
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
  const pass = await requireHumanCheck(ctx.config, ctx.cookie, company.id);
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
