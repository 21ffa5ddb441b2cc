import { describe, expect, it } from 'vitest';
import { buildDetailsTrip, buildPlace } from './details-trip.test-helpers.ts';
import {
  calendarFileName,
  calendarFileText,
  rideCalendarEvent,
  type RideCalendarInput,
} from './ride-calendar.ts';

const LINK = 'https://rides.example/shared-ride?id=abc&td=h4sh&coid=demo';

function input(overrides: Partial<RideCalendarInput> = {}): RideCalendarInput {
  return {
    trip: buildDetailsTrip(),
    companyName: 'Demo Limousine',
    timeZone: 'America/New_York',
    link: LINK,
    ...overrides,
  };
}

/** The VEVENT's properties, long lines unfolded and text values unescaped (RFC 5545 §3.1, §3.3.11). */
function eventProperties(calendar: RideCalendarInput): Map<string, string> {
  const text = calendarFileText(rideCalendarEvent(calendar));
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT') + 1, lines.indexOf('END:VEVENT'));
  return new Map(
    event.map((line) => {
      const colon = line.indexOf(':');
      const value = line
        .slice(colon + 1)
        .replace(/\\n/gi, '\n')
        .replace(/\\([,;\\])/g, '$1');
      return [line.slice(0, colon), value];
    }),
  );
}

describe('rideCalendarEvent and calendarFileText (Add to Calendar)', () => {
  it('starts at the pickup instant in UTC and names the company and confirmation number', () => {
    const props = eventProperties(input());
    // 6:30 AM in New York on 6 January is 11:30 UTC.
    expect(props.get('DTSTART')).toBe('20260106T113000Z');
    expect(props.get('DURATION')).toBe('PT1H');
    expect(props.get('SUMMARY')).toBe('Demo Limousine ride #1000234');
    expect(props.get('UID')).toBe('ride-0b7c6f0e-2d5f-4c53-9d38-6a1f0f2f4a10@rides.example');
    expect(props.get('URL')).toBe(LINK);
    expect(props.get('LOCATION')).toBe('350 5th Avenue, New York, NY 10118');
  });

  it('describes the route, the local pickup time, the number and the vehicle', () => {
    const trip = buildDetailsTrip({
      routing: {
        ...buildDetailsTrip().routing,
        stops: {
          edges: [{ node: { location: buildPlace({ line1: '10 Columbus Circle' }) } }],
        },
      },
    });
    const description = eventProperties(input({ trip })).get('DESCRIPTION');
    expect(description?.split('\n')).toEqual([
      'Confirmation number: 1000234',
      'Pickup time: Tue, Jan 6 at 6:30 AM EST',
      'Pickup: 350 5th Avenue, New York, NY 10118',
      'Stop 1: 10 Columbus Circle, New York, NY 10118',
      'Drop-off: The Plaza, 768 5th Ave, New York, NY 10118',
      'Vehicle: Sedan',
      `Ride details: ${LINK}`,
    ]);
  });

  it('reads the wall-clock time in the company’s zone, not the browser’s', () => {
    const props = eventProperties(input({ timeZone: 'Europe/London' }));
    expect(props.get('DTSTART')).toBe('20260106T113000Z');
    expect(props.get('DESCRIPTION')).toContain('Pickup time: Tue, Jan 6 at 11:30 AM GMT');
  });

  it('blocks the hours of an hourly ride, and says As Directed without a drop-off', () => {
    const base = buildDetailsTrip();
    const trip = buildDetailsTrip({
      routing: { ...base.routing, totalDuration: 4, dropOff: null },
    });
    const props = eventProperties(input({ trip }));
    expect(props.get('DURATION')).toBe('PT4H');
    expect(props.get('DESCRIPTION')).toContain('Drop-off: As Directed (or) N/A');
  });
});

describe('calendarFileName', () => {
  it('is ride-<confirmation number>.ics', () => {
    expect(calendarFileName('1000234')).toBe('ride-1000234.ics');
    expect(calendarFileName('12/34')).toBe('ride-1234.ics');
  });
});
