import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_FAILED, FEEDBACK_OFFLINE, feedbackFailure } from './feedback-failure.ts';

describe('feedbackFailure', () => {
  it('shows why the server refused', () => {
    const error = new CombinedError({
      graphQLErrors: [
        new GraphQLError('This ride is not completed yet.', { extensions: { code: 'CONFLICT' } }),
      ],
    });
    expect(feedbackFailure(error)).toBe('This ride is not completed yet.');
  });

  it('says the connection failed rather than a network library’s text', () => {
    const error = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    expect(feedbackFailure(error)).toBe(FEEDBACK_OFFLINE);
  });

  it('says it failed when there is nothing better to say', () => {
    expect(feedbackFailure(undefined)).toBe(FEEDBACK_FAILED);
  });
});
