import type { Redis, Result } from 'ioredis';
import type { PositionStore, StoredPosition } from './position-store.ts';

/** A reservation's key expires a day after its last position (decision 46): Redis purges itself. */
export const POSITION_TTL_MS = 24 * 3600_000;

/**
 * Writes the position unless the one stored is as recent or more (a Lua script runs atomically,
 * so two positions arriving at once cannot both win), and restarts the key's day.
 */
const SAVE_IF_NEWER = `
local stored = redis.call('HGET', KEYS[1], 'recordedAtMs')
if stored and tonumber(stored) >= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'recordedAtMs', ARGV[1], 'position', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    saveDriverPositionIfNewer(
      key: string,
      recordedAtMs: number,
      position: string,
      ttlMs: number,
    ): Result<number, Context>;
  }
}

interface SerializedPosition extends Omit<
  StoredPosition,
  'recordedAt' | 'etaComputedAt' | 'announcedAt'
> {
  recordedAt: string;
  etaComputedAt: string | null;
  /** Absent in positions stored before it was kept. */
  announcedAt?: string | null;
}

/**
 * Positions in Redis, one hash per reservation (`<prefix>driver-position:<company>:<reservation>`)
 * holding the latest position; for deployments whose riders poll more than the database should
 * answer.
 */
export function redisPositionStore(
  client: Redis,
  { keyPrefix = 'ride:' }: { keyPrefix?: string } = {},
): PositionStore {
  if (typeof client.saveDriverPositionIfNewer !== 'function') {
    client.defineCommand('saveDriverPositionIfNewer', { numberOfKeys: 1, lua: SAVE_IF_NEWER });
  }
  const keyOf = (companyId: string, reservationId: string) =>
    `${keyPrefix}driver-position:${companyId}:${reservationId}`;
  return {
    async save(position) {
      const serialized: SerializedPosition = {
        ...position,
        recordedAt: position.recordedAt.toISOString(),
        etaComputedAt: position.etaComputedAt?.toISOString() ?? null,
        announcedAt: position.announcedAt?.toISOString() ?? null,
      };
      const written = await client.saveDriverPositionIfNewer(
        keyOf(position.companyId, position.reservationId),
        position.recordedAt.getTime(),
        JSON.stringify(serialized),
        POSITION_TTL_MS,
      );
      return written === 1 ? 'saved' : 'older';
    },

    async latest(companyId, reservationId) {
      const json = await client.hget(keyOf(companyId, reservationId), 'position');
      if (!json) return null;
      const stored = JSON.parse(json) as SerializedPosition;
      return {
        ...stored,
        recordedAt: new Date(stored.recordedAt),
        etaComputedAt: stored.etaComputedAt === null ? null : new Date(stored.etaComputedAt),
        announcedAt: stored.announcedAt ? new Date(stored.announcedAt) : null,
      };
    },
  };
}
