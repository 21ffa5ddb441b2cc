import { emptyRoute } from '@ride/domain';
import { describe, expect, it } from 'vitest';
import { addStop, routeParts, setLocation } from './route-items.ts';
import { searchTarget } from './search-target.ts';

const place = { type: 'poi' as const, name: 'Somewhere', lat: 40.7, lng: -73.9 };
const target = (query: string, route = emptyRoute()) =>
  searchTarget(new URLSearchParams(query), routeParts(route));

describe('searchTarget', () => {
  it('names the row being searched for', () => {
    expect(target('for=PICKUP_ID')).toMatchObject({
      kind: 'row',
      id: 'PICKUP_ID',
      label: 'Search for a pickup location',
    });
    expect(target('for=DROPOFF_ID')).toMatchObject({
      id: 'DROPOFF_ID',
      label: 'Search for a drop-off location',
    });
    expect(target('add=stop')).toMatchObject({ kind: 'newStop', label: 'Search for a stop' });
    const route = addStop(emptyRoute(), place, 'S1');
    expect(target('for=S1', route)).toMatchObject({ id: 'S1', label: 'Search for stop 1' });
  });

  it('finds the drop-off by either of its ids once it is set', () => {
    const route = setLocation(emptyRoute(), 'DROPOFF_ID', place);
    expect(target('for=DROPOFF_ID', route)).toMatchObject({ id: 'DROPOFF' });
    expect(target('for=DROPOFF', route)).toMatchObject({ id: 'DROPOFF' });
  });

  it('falls back to the first empty row for an unknown id', () => {
    expect(target('for=gone')).toMatchObject({ id: 'PICKUP_ID' });
    const withPickup = setLocation(emptyRoute(), 'PICKUP_ID', place);
    expect(target('', withPickup)).toMatchObject({ id: 'DROPOFF_ID' });
  });
});
