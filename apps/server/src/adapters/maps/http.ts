import { MapsHttpError } from './provider.ts';

const TIMEOUT_MS = 5_000;
const USER_AGENT = 'ride-booking-server/1.0 (chauffeured ride booking)';

/**
 * GETs a JSON document, failing with MapsHttpError on a non-2xx status and after 5 s. A provider
 * that words some answers as an error status with a JSON body (OSRM's NoRoute is a 400) names
 * those statuses in `bodyStatuses`: their body is the answer.
 */
export async function getJson(url: URL, bodyStatuses: readonly number[] = []): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', 'user-agent': USER_AGENT },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok && !bodyStatuses.includes(response.status)) {
    await response.body?.cancel();
    throw new MapsHttpError(response.status);
  }
  return response.json();
}

export function urlWith(
  base: string,
  path: string,
  params: Record<string, string | number | undefined>,
): URL {
  const url = new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url;
}

export const latLngText = (point: { latitude: number; longitude: number }) =>
  `${point.latitude},${point.longitude}`;
