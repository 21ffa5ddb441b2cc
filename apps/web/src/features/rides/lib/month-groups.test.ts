import { describe, expect, it } from 'vitest';
import { groupByPickupMonth } from './month-groups.ts';

const NY = 'America/New_York';
const ride = (id: string, pickup: string) => ({ id, pickup: new Date(pickup) });

describe('groupByPickupMonth (rides list sections, spec part 2 §2)', () => {
  it('groups rides by the month of their pickup, keeping the order the server sent', () => {
    const rides = [
      ride('a', '2026-11-25T15:00:00Z'),
      ride('b', '2026-11-30T15:00:00Z'),
      ride('c', '2026-12-02T15:00:00Z'),
      ride('d', '2027-01-10T15:00:00Z'),
    ];
    const groups = groupByPickupMonth(rides, (r) => r.pickup, NY);
    expect(groups.map((g) => [g.label, g.rides.map((r) => r.id)])).toEqual([
      ['November 2026', ['a', 'b']],
      ['December 2026', ['c']],
      ['January 2027', ['d']],
    ]);
  });

  it('reads the month where the ride happens, not in UTC', () => {
    // 02:00 UTC on Dec 1 is still the evening of Nov 30 in New York.
    const groups = groupByPickupMonth([ride('a', '2026-12-01T02:00:00Z')], (r) => r.pickup, NY);
    expect(groups[0]?.key).toBe('2026-11');
    expect(groups[0]?.label).toBe('November 2026');
  });

  it('names the month in the rider’s language, where the ride happens', () => {
    const groups = groupByPickupMonth(
      [ride('a', '2026-12-01T02:00:00Z'), ride('b', '2027-01-10T15:00:00Z')],
      (r) => r.pickup,
      NY,
      'fr',
    );
    expect(groups.map((g) => g.label)).toEqual(['novembre 2026', 'janvier 2027']);
  });

  it('keeps descending order for past rides', () => {
    const rides = [ride('x', '2026-11-02T15:00:00Z'), ride('y', '2026-10-20T15:00:00Z')];
    const groups = groupByPickupMonth(rides, (r) => r.pickup, NY);
    expect(groups.map((g) => g.label)).toEqual(['November 2026', 'October 2026']);
  });

  it('gives no sections for no rides', () => {
    expect(groupByPickupMonth([], () => new Date(), NY)).toEqual([]);
  });
});
