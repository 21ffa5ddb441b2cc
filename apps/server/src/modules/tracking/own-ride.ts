import { z } from 'zod';
import type { StaffViewer } from '../../core/actor.ts';
import { notFound } from '../../core/errors.ts';
import type { Db } from '../../db/database.ts';
import { type DriverRideRow, findDriverRide } from './driver.repository.ts';

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/**
 * One of the driver's own rides, or NOT_FOUND: an unknown id, another driver's ride and another
 * company's ride answer alike.
 */
export async function findOwnRide(
  ctx: { db: Db },
  driver: StaffViewer,
  id: string,
): Promise<DriverRideRow> {
  const row = isUuid(id) ? await findDriverRide(ctx.db, driver.companyId, id) : undefined;
  if (!row || row.driver_id !== driver.userId) throw notFound('Ride');
  return row;
}
