import { describe, expect, it } from 'vitest';
import { tripHistoryInput } from './history-input.ts';

const NY = 'America/New_York';
// 03:00 UTC on Nov 24 is still Nov 23 in New York.
const NOW = new Date('2026-11-24T03:00:00Z');

describe('tripHistoryInput (getTripHistory, spec part 2 §7)', () => {
  it('asks the upcoming and in-progress trips from today where the company is', () => {
    expect(tripHistoryInput('upcoming', null, 0, NOW, NY)).toEqual({
      first: 50,
      after: 0,
      pageIndex: 1,
      reservationStatus: 'CUSTOM',
      from: '2026-11-23',
      customStateDefinitions: ['upcoming', 'in_progress'],
    });
  });

  it('asks completed trips newest first', () => {
    expect(tripHistoryInput('past', null, 0, NOW, NY)).toEqual({
      first: 50,
      after: 0,
      pageIndex: 1,
      reservationStatus: 'COMPLETED',
      sortOrder: 'DESC',
    });
  });

  it('sends the loaded count as the offset, the page number and the search', () => {
    expect(tripHistoryInput('past', '10023', 100, NOW, NY)).toMatchObject({
      after: 100,
      pageIndex: 3,
      searchIn: 'ConfirmationNumber',
      searchFor: '10023',
    });
  });
});
