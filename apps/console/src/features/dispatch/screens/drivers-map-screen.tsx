import { reservationStatusView } from '@ride/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { errorMessage } from '../../../lib/errors.ts';
import { useConsoleViewer } from '../../../lib/viewer.ts';
import { useDispatchEvents } from '../hooks/use-dispatch-events.ts';
import { driverName, formatAge } from '../lib/dispatch-format.ts';
import { liveDriversDocument } from '../api/dispatch-api.ts';
import { LiveBadge } from '../components/live-badge.tsx';
import { ageNow, isStaleNow, type TrackedDriver, upsertDriver } from '../lib/live-drivers.ts';
import '../dispatch.css';

// Its own chunk with Leaflet.
const DriversMap = lazy(() => import('../components/drivers-map.tsx'));

/** The current second, ticking: ages shown run on without asking the server. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The drivers' latest positions on a map and in a list, live as they move. */
export default function DriversMapScreen() {
  const { company } = useConsoleViewer();
  const [{ data, error, fetching }] = useQuery({
    query: liveDriversDocument,
    requestPolicy: 'network-only',
  });
  const now = useNow();
  const [moved, setMoved] = useState<readonly TrackedDriver[]>([]);
  // When the list was answered: its ages run on from then.
  const [loadedAt, setLoadedAt] = useState(() => Date.now());
  useEffect(() => setLoadedAt(Date.now()), [data]);
  const live = useDispatchEvents(data !== undefined, null, (event) => {
    const driver = event.driver;
    if (event.kind !== 'DRIVER_MOVED' || !driver) return;
    setMoved((list) => upsertDriver(list, { ...driver, receivedAt: Date.now() }, Date.now()));
  });

  const drivers = (data?.liveDrivers ?? []).reduce<TrackedDriver[]>(
    (list, driver) =>
      moved.some((m) => m.driver.id === driver.driver.id)
        ? list
        : upsertDriver(list, { ...driver, receivedAt: loadedAt }, now),
    [...moved],
  );

  return (
    <>
      <div className="dispatch-heading">
        <h1>Driver map</h1>
        <LiveBadge status={live} />
        <Link to="/dispatch">Dispatch board</Link>
      </div>
      {!data ? (
        fetching ? (
          <p role="status">Loading…</p>
        ) : (
          <p role="alert">{errorMessage(error) ?? 'The drivers could not be loaded.'}</p>
        )
      ) : (
        <div className="map-layout">
          <Suspense fallback={<p role="status">Loading the map…</p>}>
            <DriversMap
              latitude={company.latitude}
              longitude={company.longitude}
              tiles={company.mapTiles ?? null}
              pins={drivers.map((d) => ({
                id: d.driver.id,
                initials: `${d.driver.firstName[0] ?? ''}${d.driver.lastName[0] ?? ''}`,
                name: driverName(d.driver),
                latitude: d.latitude,
                longitude: d.longitude,
                stale: isStaleNow(d, now),
              }))}
            />
          </Suspense>
          <section aria-labelledby="drivers-heading">
            <h2 id="drivers-heading">Drivers ({drivers.length})</h2>
            {drivers.length === 0 ? (
              <p>No driver has reported a position in the last day.</p>
            ) : (
              <ul className="driver-list">
                {drivers.map((d) => (
                  <li key={d.driver.id}>
                    <strong>{driverName(d.driver)}</strong>
                    {isStaleNow(d, now) ? (
                      <>
                        {' '}
                        <span className="badge badge--stale">Out of date</span>
                      </>
                    ) : null}
                    <br />
                    {d.confirmationNumber && d.reservationId ? (
                      <>
                        <Link to={`/dispatch/rides/${d.reservationId}`}>
                          Ride #{d.confirmationNumber}
                        </Link>
                        {d.status ? ` · ${reservationStatusView(d.status).label}` : ''}
                      </>
                    ) : (
                      'Between rides'
                    )}
                    <br />
                    <span className="muted">
                      Position <time dateTime={d.recordedAt}>{formatAge(ageNow(d, now))}</time>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </>
  );
}
