import { reservationStatusView } from '@ride/domain';
import type { Db } from '../../../db/database.ts';
import type { BookedStop } from '../../reservations/reservations.tables.ts';
import { ledgerTotals } from '../money/ledger.ts';
import type { LedgerKind } from '../money/money.tables.ts';

/**
 * The board's rows of the given rides, as `BoardRide` answers them (rides of other companies and
 * unknown ids are left out).
 *
 * A stand-in with the board module's signature until that module lands: the live events are
 * written against it.
 */
export async function loadBoardRides(db: Db, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('reservation as r')
    .innerJoin('company as c', 'c.id', 'r.company_id')
    .innerJoin('vehicle_type as t', (join) =>
      join.onRef('t.company_id', '=', 'r.company_id').onRef('t.id', '=', 'r.vehicle_type_id'),
    )
    .innerJoin('service_type as s', (join) =>
      join.onRef('s.company_id', '=', 'r.company_id').onRef('s.id', '=', 'r.service_type_id'),
    )
    .leftJoin('account_user as u', 'u.id', 'r.account_user_id')
    .leftJoin('staff_user as d', (join) =>
      join.onRef('d.company_id', '=', 'r.company_id').onRef('d.id', '=', 'r.driver_id'),
    )
    .leftJoin('fleet_vehicle as v', (join) =>
      join.onRef('v.company_id', '=', 'r.company_id').onRef('v.id', '=', 'r.fleet_vehicle_id'),
    )
    .leftJoin('vehicle_type as vt', (join) =>
      join.onRef('vt.company_id', '=', 'v.company_id').onRef('vt.id', '=', 'v.vehicle_type_id'),
    )
    .select([
      'r.id',
      'r.confirmation_number',
      'r.status',
      'r.scheduled_pickup_at',
      'r.duration_seconds',
      'r.trip_duration_seconds',
      's.name as service_type_name',
      'r.vehicle_type_id',
      't.name as vehicle_type_name',
      'u.first_name as rider_first_name',
      'u.last_name as rider_last_name',
      'r.passenger_first_name',
      'r.passenger_last_name',
      'r.passenger_count',
      'r.route',
      'r.total_minor',
      'r.tip_minor',
      'r.currency_code',
      'r.updated_at',
      'd.id as driver_id',
      'd.first_name as driver_first_name',
      'd.last_name as driver_last_name',
      'd.email as driver_email',
      'v.id as vehicle_id',
      'v.license_plate',
      'v.make',
      'v.model',
      'v.color',
      'v.vehicle_type_id as vehicle_vehicle_type_id',
      'vt.name as vehicle_vehicle_type_name',
      'v.passenger_capacity',
      'v.is_active',
    ])
    .where('r.company_id', '=', companyId)
    .where('r.id', 'in', ids)
    .execute();
  const ledger = await db
    .selectFrom('payment_ledger')
    .select(['reservation_id', 'kind', 'amount_minor'])
    .where('company_id', '=', companyId)
    .where('reservation_id', 'in', ids)
    .execute();
  return rows.map((row) => {
    const route = row.route as BookedStop[];
    const pickup = new Date(row.scheduled_pickup_at);
    const seconds = row.duration_seconds ?? row.trip_duration_seconds;
    const summary = (stop: BookedStop | undefined) => (stop ? stop.name || stop.line1 : null);
    const passengerName = `${row.passenger_first_name} ${row.passenger_last_name}`.trim();
    return {
      id: row.id,
      confirmationNumber: row.confirmation_number,
      status: row.status,
      statusLabel: reservationStatusView(row.status).label || row.status,
      pickupAt: pickup.toISOString(),
      dropoffAt: new Date(pickup.getTime() + seconds * 1000).toISOString(),
      serviceTypeName: row.service_type_name,
      vehicleTypeId: row.vehicle_type_id,
      vehicleTypeName: row.vehicle_type_name,
      riderName: row.rider_first_name
        ? `${row.rider_first_name} ${row.rider_last_name ?? ''}`.trim()
        : passengerName,
      passengerName,
      passengerCount: row.passenger_count,
      pickupSummary: summary(route[0]) ?? '',
      dropoffSummary: route.length > 1 ? summary(route[route.length - 1]) : null,
      driver: row.driver_id
        ? {
            id: row.driver_id,
            firstName: row.driver_first_name ?? '',
            lastName: row.driver_last_name ?? '',
            email: row.driver_email ?? '',
          }
        : null,
      fleetVehicle: row.vehicle_id
        ? {
            id: row.vehicle_id,
            licensePlate: row.license_plate ?? '',
            make: row.make ?? '',
            model: row.model ?? '',
            color: row.color ?? '',
            vehicleTypeId: row.vehicle_vehicle_type_id ?? 0,
            vehicleTypeName: row.vehicle_vehicle_type_name ?? '',
            passengerCapacity: row.passenger_capacity ?? 0,
            isActive: row.is_active ?? false,
          }
        : null,
      totalMinor: row.total_minor + (row.tip_minor ?? 0),
      currency: row.currency_code,
      paymentState: paymentStateOf(ledger.filter((entry) => entry.reservation_id === row.id)),
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  });
}

function paymentStateOf(rows: { kind: LedgerKind; amount_minor: number }[]) {
  const totals = ledgerTotals(rows);
  if (totals.refundedMinor > 0) {
    return totals.refundedMinor >= totals.capturedMinor ? 'REFUNDED' : 'PARTLY_REFUNDED';
  }
  if (totals.capturedMinor > 0) return 'CAPTURED';
  if (totals.heldMinor > 0) return 'HELD';
  if (totals.voidedMinor > 0) return 'VOIDED';
  return 'NONE';
}
