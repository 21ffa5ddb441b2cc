import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAeroApiProvider } from './aeroapi.ts';
import { FlightProviderRefused } from './provider.ts';

/**
 * A local server answering as AeroAPI v4's `GET /flights/{ident}` documents it: `flights[]`, each
 * with `cancelled`, `diverted`, `destination.code_iata` and the `*_on` (runway) times.
 */
const AROUND = new Date('2026-12-01T15:00:00Z');
const requests: { url: string; key: string | undefined }[] = [];
let server: Server;
let base = '';

function flight(overrides: Record<string, unknown>) {
  return {
    ident: 'DAL1234',
    ident_iata: 'DL1234',
    fa_flight_id: 'DAL1234-1764000000-airline-0001',
    cancelled: false,
    diverted: false,
    origin: { code: 'KATL', code_iata: 'ATL' },
    destination: { code: 'KJFK', code_iata: 'JFK' },
    scheduled_off: '2026-12-01T12:50:00Z',
    actual_off: null,
    scheduled_on: '2026-12-01T15:00:00Z',
    estimated_on: '2026-12-01T15:00:00Z',
    actual_on: null,
    scheduled_in: '2026-12-01T15:10:00Z',
    status: 'Scheduled',
    ...overrides,
  };
}

const ANSWERS: Record<string, { status: number; body: unknown }> = {
  DL1234: {
    status: 200,
    body: {
      flights: [
        // The day before's flight of that number, and one landing elsewhere: not the ride's.
        flight({ scheduled_on: '2026-11-30T15:00:00Z', estimated_on: '2026-11-30T15:00:00Z' }),
        flight({ destination: { code_iata: 'LGA' }, scheduled_on: '2026-12-01T15:05:00Z' }),
        flight({
          actual_off: '2026-12-01T13:20:00Z',
          estimated_on: '2026-12-01T15:40:00Z',
          status: 'En Route / Delayed',
        }),
      ],
      links: null,
      num_pages: 1,
    },
  },
  DL2000: {
    status: 200,
    body: {
      flights: [flight({ actual_off: '2026-12-01T12:55:00Z', actual_on: '2026-12-01T14:52:00Z' })],
    },
  },
  DL3000: { status: 200, body: { flights: [flight({ cancelled: true, estimated_on: null })] } },
  DL4000: { status: 200, body: { flights: [flight({ diverted: true })] } },
  DL5000: { status: 200, body: { flights: [flight({ actual_off: '2026-12-01T12:52:00Z' })] } },
  DL0404: { status: 404, body: { title: 'Not found' } },
  DL0401: { status: 401, body: { title: 'Unauthorized' } },
  DL0503: { status: 503, body: { title: 'Unavailable' } },
  DL0200: { status: 200, body: { unexpected: true } },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', key: req.headers['x-apikey'] as string | undefined });
    const ident = decodeURIComponent(/\/flights\/([^?]+)/.exec(req.url ?? '')?.[1] ?? '');
    const answer = ANSWERS[ident] ?? { status: 404, body: {} };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/aeroapi/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the AeroAPI flight status adapter', () => {
  const provider = () => createAeroApiProvider({ apiUrl: base, apiKey: 'test-key-1' });
  const lookUp = (code: string) =>
    provider().lookUp({ code, arrivalAirport: 'JFK', around: AROUND }, AROUND);

  it('asks for the flights of that number in a day around the pickup, with the key', async () => {
    await lookUp('DL1234');
    const request = requests.at(-1)!;
    expect(request.key).toBe('test-key-1');
    expect(request.url).toBe(
      '/aeroapi/flights/DL1234?start=2026-12-01T03%3A00%3A00Z&end=2026-12-02T03%3A00%3A00Z',
    );
  });

  it('takes the flight landing at the ride’s airport closest to the pickup, late as delayed', async () => {
    expect(await lookUp('DL1234')).toEqual({
      state: 'DELAYED',
      scheduledArrival: new Date('2026-12-01T15:00:00Z'),
      expectedArrival: new Date('2026-12-01T15:40:00Z'),
      landedAt: null,
    });
  });

  it('reads landed, cancelled, diverted and in the air', async () => {
    expect(await lookUp('DL2000')).toMatchObject({
      state: 'LANDED',
      landedAt: new Date('2026-12-01T14:52:00Z'),
    });
    expect((await lookUp('DL3000'))?.state).toBe('CANCELLED');
    expect((await lookUp('DL4000'))?.state).toBe('DIVERTED');
    expect((await lookUp('DL5000'))?.state).toBe('EN_ROUTE');
  });

  it('answers null for an unknown flight, refuses on a refused key, and throws on the rest', async () => {
    expect(await lookUp('DL0404')).toBeNull();
    await expect(lookUp('DL0401')).rejects.toBeInstanceOf(FlightProviderRefused);
    await expect(lookUp('DL0503')).rejects.toThrow('AeroAPI answered 503');
    await expect(lookUp('DL0200')).rejects.toThrow('a shape we do not read');
    // The key appears in no error.
    const error = await lookUp('DL0401').catch((e: unknown) => String(e));
    expect(error).not.toContain('test-key-1');
  });
});
