import {
  checksFor,
  clientAddressKey,
  perMinuteAndHour,
  subjectKey,
  type Limit,
  type LimitCheck,
} from '../../rate-limits/rate-limits.ts';

/**
 * Failed sign-ins (decision 24, OWASP ASVS 2.2.1): tight per client address and per account from
 * one address, loose per account (100 an hour) so that nobody can lock the owner out; attempts
 * refused by a limit count nothing.
 */
export function signInFailureChecks(normalizedEmail: string, clientIp: string) {
  const address = clientAddressKey(clientIp);
  const account = subjectKey(normalizedEmail);
  return {
    address: checksFor(perMinuteAndHour('sign-in-failures:address', 10, 100), address),
    accountFromAddress: checksFor(
      perMinuteAndHour('sign-in-failures:account-address', 5, 20),
      `${account}:${address}`,
    ),
    account: checksFor(
      [{ name: 'sign-in-failures:account:hour', points: 100, durationSeconds: 3600 }],
      account,
    ),
  };
}

/** New sessions an account may open in an hour, however correct its password. */
export const NEW_SESSIONS_PER_HOUR: Limit = {
  name: 'new-sessions:account:hour',
  points: 30,
  durationSeconds: 3600,
};

export const newSessionChecks = (accountId: string): LimitCheck[] =>
  checksFor([NEW_SESSIONS_PER_HOUR], accountId);

/** Reset mails: few per account (no mail bombing), more per address (shared networks). */
export function resetPasswordChecks(normalizedEmail: string, clientIp: string): LimitCheck[] {
  return [
    ...checksFor(perMinuteAndHour('reset-password:account', 3, 5), subjectKey(normalizedEmail)),
    ...checksFor(perMinuteAndHour('reset-password:address', 10, 100), clientAddressKey(clientIp)),
  ];
}

/** Completing a reset: the tokens cannot be guessed, but nobody needs more tries than this. */
export function completeResetChecks(clientIp: string): LimitCheck[] {
  return checksFor(perMinuteAndHour('complete-reset:address', 10, 100), clientAddressKey(clientIp));
}

/** The duplicate check tells whether an address has an account, so it is rationed per client. */
export function duplicateCheckChecks(clientIp: string): LimitCheck[] {
  return checksFor(
    perMinuteAndHour('duplicate-check:address', 20, 200),
    clientAddressKey(clientIp),
  );
}

/** Sign-up answers "Duplicate Email" too, and creates rows: 10 a minute, 100 an hour per address. */
export function signUpChecks(clientIp: string): LimitCheck[] {
  return checksFor(perMinuteAndHour('sign-up:address', 10, 100), clientAddressKey(clientIp));
}

/**
 * Reading or accepting a staff invitation: its token cannot be guessed either, and accepting
 * hashes a password and opens a session; one allowance per client address covers both.
 */
export function staffInvitationChecks(clientIp: string): LimitCheck[] {
  return checksFor(
    perMinuteAndHour('staff-invitation:address', 10, 100),
    clientAddressKey(clientIp),
  );
}
