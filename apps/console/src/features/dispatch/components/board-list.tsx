import { isTerminalStatus } from '@ride/domain';
import { formatMoney } from '../../../lib/format.ts';
import { Link } from 'react-router';
import type { BoardRide, FromBoard } from '../lib/board-state.ts';
import { BoardFlight } from './board-flight.tsx';
import { driverName, formatPickup, PAYMENT_LABELS } from '../lib/dispatch-format.ts';

interface Props {
  rides: readonly BoardRide[];
  timeZone: string;
  /** Several days shown: each time carries its day. */
  withDay: boolean;
  /** The board's query as the dispatcher left it, for the ride's way back. */
  boardSearch: string;
}

/**
 * The board's rides, one card each: a grid row on a wide screen, stacked on a phone. Each card is
 * a list item whose heading links to the ride's page.
 */
export function BoardList({ rides, timeZone, withDay, boardSearch }: Props) {
  const fromBoard: FromBoard = { boardSearch };
  if (rides.length === 0) return <p>No rides match these filters.</p>;
  return (
    <>
      {/* The columns of the wide grid, named once above it; each card reads whole on its own. */}
      <div className="board-columns" aria-hidden="true">
        <span>Pickup</span>
        <span>Ride and rider</span>
        <span>Route</span>
        <span>Vehicle and driver</span>
        <span>Price and payment</span>
      </div>
      <ol className="board-list" aria-label="Rides">
        {rides.map((ride) => (
          <li key={ride.id} className="board-ride">
            <p className="board-ride__time">
              <time dateTime={ride.pickupAt}>{formatPickup(ride.pickupAt, timeZone, withDay)}</time>
            </p>
            <h2 className="board-ride__title">
              <Link to={`/dispatch/rides/${ride.id}`} state={fromBoard}>
                #{ride.confirmationNumber}
              </Link>{' '}
              <span className="status-label">{ride.statusLabel}</span>
            </h2>
            <p className="board-ride__rider">
              {ride.riderName}
              {ride.passengerName !== ride.riderName ? ` (for ${ride.passengerName})` : ''}
              <span className="muted"> · {ride.passengerCount} pax</span>
            </p>
            <p className="board-ride__route">
              {ride.pickupSummary}
              {ride.dropoffSummary ? (
                <>
                  {' '}
                  <span aria-hidden="true">→</span>
                  <span className="visually-hidden"> to </span> {ride.dropoffSummary}
                </>
              ) : null}
            </p>
            <BoardFlight ride={ride} timeZone={timeZone} />
            <p className="board-ride__vehicle">
              {ride.vehicleTypeName}
              <br />
              {ride.driver ? (
                <>
                  {driverName(ride.driver)}
                  {ride.fleetVehicle ? ` · ${ride.fleetVehicle.licensePlate}` : ''}
                </>
              ) : isTerminalStatus(ride.status) ? (
                <span className="muted">No driver</span>
              ) : (
                <span className="badge badge--unassigned">Unassigned</span>
              )}
            </p>
            <p className="board-ride__money">
              {formatMoney(ride.totalMinor, ride.currency)}
              <br />
              <span className="muted">{PAYMENT_LABELS[ride.paymentState]}</span>
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
