import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { isTerminalStatus } from '@ride/domain';
import { formatMoney } from '../../../lib/format.ts';
import { statusText } from '../../../lib/i18n/status-text.ts';
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
  const { i18n, t } = useLingui();
  if (rides.length === 0) {
    return (
      <p>
        <Trans>No rides match these filters.</Trans>
      </p>
    );
  }
  return (
    <>
      {/* The columns of the wide grid, named once above it; each card reads whole on its own. */}
      <div className="board-columns" aria-hidden="true">
        <span>
          <Trans>Pickup</Trans>
        </span>
        <span>
          <Trans>Ride and rider</Trans>
        </span>
        <span>
          <Trans>Route</Trans>
        </span>
        <span>
          <Trans>Vehicle and driver</Trans>
        </span>
        <span>
          <Trans>Price and payment</Trans>
        </span>
      </div>
      <ol className="board-list" aria-label={t`Rides`}>
        {rides.map((ride) => (
          <li key={ride.id} className="board-ride">
            <p className="board-ride__time">
              <time dateTime={ride.pickupAt}>{formatPickup(ride.pickupAt, timeZone, withDay)}</time>
            </p>
            <h2 className="board-ride__title">
              <Link to={`/dispatch/rides/${ride.id}`} state={fromBoard}>
                #{ride.confirmationNumber}
              </Link>{' '}
              <span className="status-label">{statusText(ride.statusLabel)}</span>
            </h2>
            <p className="board-ride__rider">
              {ride.riderName}
              {ride.passengerName !== ride.riderName ? (
                <>
                  {' '}
                  <Trans>(for {ride.passengerName})</Trans>
                </>
              ) : (
                ''
              )}
              <span className="muted">
                {' '}
                · <Plural value={ride.passengerCount} one="# pax" other="# pax" />
              </span>
            </p>
            {/* An address keeps its own direction (a Latin address in Arabic reads left to right). */}
            <p className="board-ride__route" dir="auto">
              {ride.pickupSummary}
              {ride.dropoffSummary ? (
                <>
                  {' '}
                  <span aria-hidden="true">→</span>
                  <span className="visually-hidden">
                    {' '}
                    <Trans>to</Trans>{' '}
                  </span>{' '}
                  {ride.dropoffSummary}
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
                <span className="muted">
                  <Trans>No driver</Trans>
                </span>
              ) : (
                <span className="badge badge--unassigned">
                  <Trans>Unassigned</Trans>
                </span>
              )}
            </p>
            <p className="board-ride__money">
              {formatMoney(ride.totalMinor, ride.currency)}
              <br />
              <span className="muted">{i18n._(PAYMENT_LABELS[ride.paymentState])}</span>
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
