import { isRecord, readJson, removeItem, writeJson } from '../../../lib/storage.ts';
import type { DriverPosition } from './driver-position.ts';

const KEY_PREFIX = 'lastDriverPosition:';
/** A kept position older than this is of no use to any ride still being tracked. */
export const LAST_KNOWN_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Spec part 2 §3: the last known driver coordinates are kept in local storage per reservation;
 * per company too, as one browser may hold the apps of several operators on one host.
 */
export function lastKnownPositionKey(coid: string, reservationId: string): string {
  return `${KEY_PREFIX}${coid}:${reservationId}`;
}

/** The keys of the kept positions (none where storage is switched off or refused). */
function keptPositionKeys(): string[] {
  try {
    const storage = window.localStorage;
    return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').filter(
      (key) => key.startsWith(KEY_PREFIX),
    );
  } catch {
    return [];
  }
}

const isFiniteIn = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** A stored value as a position, or null when it is not one (another version, a hand edit). */
export function parseStoredPosition(value: unknown): DriverPosition | null {
  if (!isRecord(value)) return null;
  const { latitude, longitude, heading, recordedAt } = value;
  if (!isFiniteIn(latitude, 90) || !isFiniteIn(longitude, 180)) return null;
  if (typeof recordedAt !== 'string' || Number.isNaN(Date.parse(recordedAt))) return null;
  return {
    latitude,
    longitude,
    heading: isFiniteIn(heading, 360) ? heading : null,
    recordedAt,
    // An ETA reckoned for an old position says nothing about now.
    etaSeconds: null,
  };
}

const isExpired = (position: DriverPosition, now: number) =>
  now - Date.parse(position.recordedAt) > LAST_KNOWN_RETENTION_MS;

/** The last position kept for the ride, unless it is too old to mean anything. */
export function readLastKnownPosition(
  coid: string,
  reservationId: string,
  now: number,
): DriverPosition | null {
  const position = parseStoredPosition(
    readJson('local', lastKnownPositionKey(coid, reservationId)),
  );
  return position && !isExpired(position, now) ? position : null;
}

/** Keeps the server's newest position for the ride, and drops positions of rides long over. */
export function writeLastKnownPosition(
  coid: string,
  reservationId: string,
  position: DriverPosition,
  now: number,
): void {
  const key = lastKnownPositionKey(coid, reservationId);
  const { latitude, longitude, heading, recordedAt } = position;
  writeJson('local', key, { latitude, longitude, heading, recordedAt });
  for (const other of keptPositionKeys()) {
    if (other === key) continue;
    const kept = parseStoredPosition(readJson('local', other));
    if (!kept || isExpired(kept, now)) removeItem('local', other);
  }
}
