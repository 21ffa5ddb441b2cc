import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  failureText,
  positionFailureText,
  ridesFailureText,
  signInFailureText,
} from './driver-failures.ts';

const NO_CONNECTION = 'No connection to the server. Check your signal and try again.';
const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';
const NOT_A_DRIVER = 'This page is for drivers. Sign out and sign in with a driver account.';

const refused = (message: string, code: string) =>
  new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions: { code } })] });
const offline = () => new CombinedError({ networkError: new TypeError('Failed to fetch') });

describe('failureText', () => {
  it('shows the server’s message for a refused call', () => {
    const error = refused('Ride 100234 has another driver.', 'CONFLICT');
    expect(failureText(error, 'Could not accept the ride.')).toBe(
      'Ride 100234 has another driver.',
    );
  });

  it('says the connection is down rather than a network library’s text', () => {
    expect(failureText(offline(), 'Could not accept the ride.')).toBe(NO_CONNECTION);
  });

  it('passes on a refusal of the company’s rules as the server words it', () => {
    const refusal = refused(
      'Demo Limousine assigns its rides through dispatch; drivers cannot take them.',
      'FORBIDDEN',
    );
    expect(failureText(refusal, 'x')).toBe(
      'Demo Limousine assigns its rides through dispatch; drivers cannot take them.',
    );
  });

  it('falls back when the server said nothing useful', () => {
    expect(failureText(refused(' ', 'INTERNAL_SERVER_ERROR'), 'Please try again.')).toBe(
      'Please try again.',
    );
  });
});

describe('positionFailureText', () => {
  it('says a lost report goes out again once connected', () => {
    expect(positionFailureText(offline())).toMatch(/no connection\. It goes out again/);
  });

  it('passes on why the server refused a position', () => {
    expect(positionFailureText(refused('recordedAt is in the future', 'BAD_USER_INPUT'))).toBe(
      'Your position was not accepted: recordedAt is in the future',
    );
  });
});

describe('signInFailureText', () => {
  it('shows the server’s one answer to a wrong email or password, and its rate limit', () => {
    const wrong = refused('Invalid email and/or password', 'UNAUTHENTICATED');
    expect(signInFailureText(wrong)).toBe('Invalid email and/or password');
    const limited = refused(
      'Too many attempts. Please try again in 5 minutes.',
      'TOO_MANY_REQUESTS',
    );
    expect(signInFailureText(limited)).toBe('Too many attempts. Please try again in 5 minutes.');
  });

  it('says the connection is down, or that it failed when nothing more is known', () => {
    expect(signInFailureText(offline())).toBe(NO_CONNECTION);
    expect(signInFailureText(undefined)).toBe(SIGN_IN_FAILED);
  });
});

describe('ridesFailureText', () => {
  it('tells a staff user without the driver role that the page is for drivers', () => {
    expect(ridesFailureText(refused('This needs another role.', 'FORBIDDEN'))).toBe(NOT_A_DRIVER);
  });

  it('otherwise says what the server said', () => {
    expect(ridesFailureText(refused('Something broke.', 'INTERNAL_SERVER_ERROR'))).toBe(
      'Something broke.',
    );
    expect(ridesFailureText(offline())).toBe(NO_CONNECTION);
  });
});
