import { renderToStaticMarkup } from '../../../test-render.tsx';
import { describe, expect, it } from 'vitest';
import { buildDetailsTrip, buildSharedTrip } from '../lib/details-trip.test-helpers.ts';
import type { DetailsTrip } from '../lib/ride-details-view.ts';
import { RideOverview } from './ride-overview.tsx';

const assigned = {
  drivers: {
    notes: '',
    edges: [
      {
        isPrimary: true,
        node: { id: 'd1', firstName: 'Dora', lastName: 'Wheeler', profilePic: null },
      },
    ],
  },
  vehicles: {
    edges: [
      {
        isPrimary: true,
        node: { make: 'Lincoln', model: 'Navigator', color: 'Black', licensePlate: 'T 4F2A' },
      },
    ],
  },
};

/** The overview's text, one space between its elements' texts. */
function overviewText(trip: DetailsTrip) {
  const html = renderToStaticMarkup(<RideOverview trip={trip} timeZone="America/New_York" />);
  return html.replace(/<[^<>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('RideOverview', () => {
  it('shows the rider’s own ride with its driver, car, payment, contact and total', () => {
    const text = overviewText(buildDetailsTrip(assigned));
    expect(text).toContain('Your Driver DW Dora Black Lincoln Navigator Plate T 4F2A');
    expect(text).toContain('VISA ****1111');
    expect(text).toContain('rider@demo.test');
    expect(text).toContain('TRIP TOTAL $123.45');
  });

  it('shows a shared ride’s driver and car, and no payment, price or contact', () => {
    const text = overviewText(buildSharedTrip(assigned));
    expect(text).toContain('Your Driver DW Dora Black Lincoln Navigator Plate T 4F2A');
    expect(text).toContain('Dana Rider');
    expect(text).not.toMatch(/Payment|VISA|\$|TRIP TOTAL|Price Breakdown|rider@demo\.test|555/);
  });

  it('names no driver before one is assigned', () => {
    expect(overviewText(buildDetailsTrip())).not.toContain('Your Driver');
  });
});

describe('RideOverview of an airport pickup', () => {
  const base = buildDetailsTrip();
  const flight = {
    code: 'DL1234',
    state: 'DELAYED' as const,
    stateText: 'Delayed',
    scheduledArrival: base.pickupAt,
    expectedArrival: new Date(Date.parse(base.pickupAt) + 45 * 60_000).toISOString(),
    landedAt: null,
    bookedPickupAt: base.pickupAt,
    isAlert: false,
  };
  const clock = (iso: string) =>
    new Date(iso).toLocaleTimeString('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    });

  it('shows the flight’s state, its expected landing and the pickup it moved', () => {
    const moved = new Date(Date.parse(base.pickupAt) + 60 * 60_000).toISOString();
    const text = overviewText({ ...base, pickupAt: moved, flight });
    expect(text).toContain(
      `Flight DL1234 Delayed Expected to land at ${clock(flight.expectedArrival)}; your pickup moved to ${clock(moved)}.`,
    );
  });

  it('says the operator will be in touch when the flight is diverted', () => {
    const text = overviewText({
      ...base,
      flight: { ...flight, state: 'DIVERTED', stateText: 'Diverted', isAlert: true },
    });
    expect(text).toContain(
      'Flight DL1234 Diverted The operator follows your flight and will contact you about your pickup.',
    );
  });

  it('shows no flight section for a ride without one', () => {
    expect(overviewText(base)).not.toContain('Flight ');
  });
});
