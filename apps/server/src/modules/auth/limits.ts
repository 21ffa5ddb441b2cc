import {
  clientAddressKey,
  perMinuteAndHour,
  subjectKey,
  type RateLimitRule,
} from './rate-limit.ts';

/** Failed sign-ins: 10 a minute and 100 an hour, per account and per client address. */
export function signInLimits(normalizedEmail: string, clientIp: string): RateLimitRule[] {
  return [
    ...perMinuteAndHour(`sign-in:account:${subjectKey(normalizedEmail)}`, 10, 100),
    ...perMinuteAndHour(`sign-in:address:${clientAddressKey(clientIp)}`, 10, 100),
  ];
}

/** Reset mails: few per account (no mail bombing), more per address (shared networks). */
export function resetPasswordLimits(normalizedEmail: string, clientIp: string): RateLimitRule[] {
  return [
    ...perMinuteAndHour(`reset-password:account:${subjectKey(normalizedEmail)}`, 3, 5),
    ...perMinuteAndHour(`reset-password:address:${clientAddressKey(clientIp)}`, 10, 100),
  ];
}

/** Completing a reset: the tokens cannot be guessed, but nobody needs more tries than this. */
export function completeResetLimits(clientIp: string): RateLimitRule[] {
  return perMinuteAndHour(`complete-reset:address:${clientAddressKey(clientIp)}`, 10, 100);
}

/** The duplicate check tells whether an address has an account, so it is rationed per client. */
export function duplicateCheckLimits(clientIp: string): RateLimitRule[] {
  return perMinuteAndHour(`duplicate-check:address:${clientAddressKey(clientIp)}`, 20, 200);
}

/** Sign-up answers "Duplicate Email" too, and creates rows: 10 a minute, 100 an hour per address. */
export function signUpLimits(clientIp: string): RateLimitRule[] {
  return perMinuteAndHour(`sign-up:address:${clientAddressKey(clientIp)}`, 10, 100);
}
