import { z } from 'zod';
import {
  FlightProviderRefused,
  type FlightQuery,
  type FlightStatus,
  type FlightStatusProvider,
} from './provider.ts';

export interface AeroApiOptions {
  /** AEROAPI_URL: FlightAware AeroAPI v4's base, or a local server in tests. */
  apiUrl: string;
  /** AEROAPI_KEY, sent as `x-apikey`. */
  apiKey: string;
  timeoutMs?: number;
}

const TIMEOUT_MS = 10_000;
/** The window searched around the booked time: a day's flights of that number. */
const WINDOW_MS = 12 * 3_600_000;
/** Later than scheduled by this much is "delayed". */
const DELAYED_MS = 15 * 60_000;

const time = z.iso.datetime({ offset: true }).nullish();
/** The parts of AeroAPI's `GET /flights/{ident}` answer we read (its documented `flights[]`). */
const answerSchema = z.object({
  flights: z.array(
    z.object({
      cancelled: z.boolean().default(false),
      diverted: z.boolean().default(false),
      destination: z.object({ code_iata: z.string().nullish() }).nullish(),
      scheduled_on: time,
      estimated_on: time,
      actual_on: time,
      actual_off: time,
    }),
  ),
});

type AeroFlight = z.infer<typeof answerSchema>['flights'][number];

const at = (value: string | null | undefined) => (value ? new Date(value) : null);

function statusOf(flight: AeroFlight): FlightStatus {
  const scheduledArrival = at(flight.scheduled_on);
  const expectedArrival = at(flight.estimated_on) ?? scheduledArrival;
  const landedAt = at(flight.actual_on);
  const base = { scheduledArrival, expectedArrival, landedAt };
  if (flight.cancelled) return { ...base, state: 'CANCELLED' };
  if (flight.diverted) return { ...base, state: 'DIVERTED' };
  if (landedAt) return { ...base, state: 'LANDED' };
  const late =
    scheduledArrival && expectedArrival
      ? expectedArrival.getTime() - scheduledArrival.getTime() >= DELAYED_MS
      : false;
  if (late) return { ...base, state: 'DELAYED' };
  return { ...base, state: flight.actual_off ? 'EN_ROUTE' : 'SCHEDULED' };
}

/**
 * FlightAware AeroAPI v4: `GET /flights/{ident}?start&end` with the key in `x-apikey`, the flights
 * of that number in a day around the booked time; the one landing at the ride's airport closest to
 * it is the ride's. 401 and 403 are FlightProviderRefused (the key); 404 is an unknown flight;
 * no answer in time, 429 and 5xx are errors, tried again at the next watch.
 */
export function createAeroApiProvider(options: AeroApiOptions): FlightStatusProvider {
  const apiUrl = options.apiUrl.endsWith('/') ? options.apiUrl.slice(0, -1) : options.apiUrl;
  return {
    name: 'aeroapi',
    async lookUp(query: FlightQuery): Promise<FlightStatus | null> {
      const around = query.around.getTime();
      const params = new URLSearchParams({
        start: new Date(around - WINDOW_MS).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        end: new Date(around + WINDOW_MS).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      });
      const response = await fetch(
        `${apiUrl}/flights/${encodeURIComponent(query.code)}?${params}`,
        {
          headers: { 'x-apikey': options.apiKey, accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
        },
      );
      if (response.status === 404) return null;
      if (response.status === 401 || response.status === 403)
        throw new FlightProviderRefused(`AeroAPI refused the key (${response.status})`);
      if (!response.ok) throw new Error(`AeroAPI answered ${response.status}`);
      const parsed = answerSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error('AeroAPI answered a shape we do not read');
      const airport = query.arrivalAirport.toUpperCase();
      const candidates = parsed.data.flights.filter(
        (f) => !airport || f.destination?.code_iata?.toUpperCase() === airport,
      );
      const distance = (f: AeroFlight) =>
        Math.abs((at(f.scheduled_on)?.getTime() ?? Number.POSITIVE_INFINITY) - around);
      const flight = candidates.sort((a, b) => distance(a) - distance(b))[0];
      return flight ? statusOf(flight) : null;
    },
  };
}
