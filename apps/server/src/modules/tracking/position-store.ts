import { redisClientFor } from '../../adapters/redis/client.ts';
import type { Deps } from '../../core/deps.ts';
import { dbPositionStore } from './position-store.repository.ts';
import { redisPositionStore } from './position-store.redis.ts';

/**
 * Where drivers' latest positions live (decision 46): the driver_position table, or Redis when
 * `REDIS_URL` is set. Only the latest position of a reservation is kept; older ones are refused.
 */
export interface StoredPosition {
  companyId: string;
  reservationId: string;
  staffUserId: string;
  latitude: number;
  longitude: number;
  heading: number | null;
  speed: number | null;
  recordedAt: Date;
  /** Driving time to the ride's next point, from the maps port; null when not known. */
  etaSeconds: number | null;
  etaComputedAt: Date | null;
  /** When the latest position the live maps were told of was taken (null: none yet). */
  announcedAt: Date | null;
}

export interface PositionStore {
  /**
   * Keeps `position` as the reservation's latest unless a later (or equally recent) one is
   * stored already: then nothing changes and the answer is 'older'.
   */
  save(position: StoredPosition): Promise<'saved' | 'older'>;
  /** The reservation's latest position, or null. */
  latest(companyId: string, reservationId: string): Promise<StoredPosition | null>;
}

/**
 * The store this deployment uses: Redis when `REDIS_URL` is set (one connection per process),
 * else the database.
 */
export function positionStoreOf(services: Pick<Deps, 'config' | 'db' | 'logger'>): PositionStore {
  const { redisUrl } = services.config;
  return redisUrl
    ? redisPositionStore(redisClientFor(redisUrl, services.logger))
    : dbPositionStore(services.db);
}
