import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from 'urql';
import { errorMessage } from '../../../lib/errors.ts';
import { statusText } from '../../../lib/i18n/status-text.ts';
import { useConsoleViewer } from '../../../lib/viewer.ts';
import { useDispatchEvents } from '../hooks/use-dispatch-events.ts';
import { RideMoneyPanel } from '../../money/index.ts';
import { RideMessages } from '../../notices/index.ts';
import { AssignmentPanel } from '../components/assignment-panel.tsx';
import { boardAddressFrom } from '../lib/board-state.ts';
import { formatPickup } from '../lib/dispatch-format.ts';
import { LiveBadge } from '../components/live-badge.tsx';
import { dispatchRideDocument } from '../api/ride-api.ts';
import {
  HistorySection,
  PeopleSection,
  PriceSection,
  RouteSection,
} from '../components/ride-details.tsx';
import { StatusActions } from '../components/status-actions.tsx';
import '../dispatch.css';

/** One ride for the dispatcher: route, people, money, history, assignment and status, live. */
export default function RideScreen() {
  const { id = '' } = useParams();
  const boardAddress = boardAddressFrom(useLocation().state);
  const viewer = useConsoleViewer();
  const timeZone = viewer.company.timeZone;
  const [{ data, error, fetching }, reload] = useQuery({
    query: dispatchRideDocument,
    variables: { id },
    requestPolicy: 'network-only',
  });
  const [notice, setNotice] = useState('');
  const [moneyNotice, setMoneyNotice] = useState('');
  const refresh = () => reload({ requestPolicy: 'network-only' });
  const changed = (message: string) => {
    setNotice(message);
    setMoneyNotice('');
    refresh();
  };
  const live = useDispatchEvents(data !== undefined, null, (event) => {
    if (event.kind === 'RIDE_CHANGED' && event.ride?.id === id) refresh();
  });

  const ride = data?.dispatchRide;
  if (!ride) {
    return (
      <>
        <h1>{t`Ride`}</h1>
        {fetching ? (
          <p role="status">{t`Loading…`}</p>
        ) : (
          <p role="alert">{errorMessage(error) ?? t`The ride could not be loaded.`}</p>
        )}
        <Link to={boardAddress}>{t`Back to the board`}</Link>
      </>
    );
  }
  const row = ride.ride;
  const over = ride.nextStatuses.length === 0;
  return (
    <>
      <p>
        <Link to={boardAddress}>{t`Back to the board`}</Link>
      </p>
      <div className="dispatch-heading">
        <h1>{t`Ride #${row.confirmationNumber}`}</h1>
        <LiveBadge status={live} />
      </div>
      <p>
        <strong>{statusText(row.statusLabel)}</strong> · {row.serviceTypeName} ·{' '}
        {row.vehicleTypeName} · {t`pickup`}{' '}
        <time dateTime={row.pickupAt}>{formatPickup(row.pickupAt, timeZone, true)}</time>
      </p>
      <p role="status" className="notice ride-notice">
        {notice}
      </p>
      <div className="ride-layout">
        <div className="ride-layout__actions">
          <StatusActions ride={ride} onChanged={changed} />
          {over ? null : (
            <AssignmentPanel
              key={`${row.driver?.id ?? ''}/${row.fleetVehicle?.id ?? ''}`}
              ride={row}
              onChanged={changed}
            />
          )}
          <PriceSection ride={ride} />
          {/* Mounted afresh when the ride's money or status moves, live or by this page. */}
          <div className="card ride-section">
            <RideMoneyPanel
              key={`${row.paymentState}/${row.status}/${ride.tipMinor ?? 0}`}
              reservationId={row.id}
              notice={moneyNotice}
              onNotice={setMoneyNotice}
              onChanged={refresh}
            />
          </div>
        </div>
        <div className="ride-layout__facts">
          <RouteSection ride={ride} />
          <PeopleSection ride={ride} />
          <HistorySection ride={ride} timeZone={timeZone} />
          <RideMessages
            reservationId={row.id}
            timeZone={timeZone}
            version={`${row.status}/${row.driver?.id ?? ''}/${row.paymentState}`}
          />
        </div>
      </div>
    </>
  );
}
