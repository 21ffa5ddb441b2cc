import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { rideStatusWords } from '@ride/domain';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { errorMessage } from '../../../lib/errors.ts';
import { formatInstant } from '../../../lib/format.ts';
import { statusText } from '../../../lib/i18n/status-text.ts';
import { useConsoleViewer } from '../../../lib/viewer.ts';
import { useDispatchEvents } from '../hooks/use-dispatch-events.ts';
import { driverName, formatAge } from '../lib/dispatch-format.ts';
import {
  liveDriversDocument,
  rideRouteDocument,
  unassignedPickupsDocument,
} from '../api/dispatch-api.ts';
import { LiveBadge } from '../components/live-badge.tsx';
import { RouteToggle, UnassignedPickups } from '../components/unassigned-pickups.tsx';
import { dayIn } from '../lib/board-state.ts';
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

const letter = (index: number) => String.fromCharCode(65 + index);
/** How far ahead the map shows unassigned pickups. */
const PICKUP_WINDOW_MS = 24 * 3_600_000;

/**
 * The work on one map: the drivers' latest positions (live as they move), the pickups of today's
 * rides without a driver, and the route of the ride the dispatcher selects (?ride=, so Back
 * returns to the map as it was).
 */
export default function DriversMapScreen() {
  const { company } = useConsoleViewer();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('ride');
  const select = (id: string | null) =>
    setParams(id ? { ride: id } : {}, { replace: false, preventScrollReset: true });
  // The next day's pickups, whatever the hour: today's and, late in the day, tomorrow's early ones.
  const [windowStart] = useState(() => Date.now());
  const windowEnd = windowStart + PICKUP_WINDOW_MS;
  const today = dayIn(new Date(windowStart), company.timeZone);
  const lastDay = dayIn(new Date(windowEnd), company.timeZone);
  const [{ data, error, fetching }] = useQuery({
    query: liveDriversDocument,
    requestPolicy: 'network-only',
  });
  const pickupFilter = useMemo(
    () => ({ from: today, to: lastDay, statuses: ['UPCOMING' as const], unassignedOnly: true }),
    [today, lastDay],
  );
  const [pickupsResult] = useQuery({
    query: unassignedPickupsDocument,
    variables: { filter: pickupFilter },
    requestPolicy: 'network-only',
  });
  const [routeResult] = useQuery({
    query: rideRouteDocument,
    variables: { id: selectedId ?? '' },
    pause: !selectedId,
  });
  const pickups = (pickupsResult.data?.dispatchBoard.rides ?? []).filter(
    (ride) => Date.parse(ride.pickupAt) <= windowEnd,
  );
  const selected = selectedId ? routeResult.data?.dispatchRide : undefined;
  const route =
    selected && selected.ride.id === selectedId
      ? {
          stops: selected.route.map((stop, index) => ({ ...stop, letter: letter(index) })),
          path: selected.path,
          alongRoads: selected.pathAlongRoads,
        }
      : null;
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
        <h1>{t`Driver map`}</h1>
        <LiveBadge status={live} />
        <Link to="/dispatch">{t`Dispatch board`}</Link>
      </div>
      {!data ? (
        fetching ? (
          <p role="status">{t`Loading…`}</p>
        ) : (
          <p role="alert">{errorMessage(error) ?? t`The drivers could not be loaded.`}</p>
        )
      ) : (
        <div className="map-layout">
          <Suspense fallback={<p role="status">{t`Loading the map…`}</p>}>
            <DriversMap
              latitude={company.latitude}
              longitude={company.longitude}
              tiles={company.mapTiles ?? null}
              route={route}
              pickups={pickups.flatMap((ride) =>
                ride.pickupLatitude !== null &&
                ride.pickupLatitude !== undefined &&
                ride.pickupLongitude !== null &&
                ride.pickupLongitude !== undefined
                  ? [
                      {
                        id: ride.id,
                        title: t`Ride #${ride.confirmationNumber}, pickup ${formatInstant(ride.pickupAt, company.timeZone)}`,
                        latitude: ride.pickupLatitude,
                        longitude: ride.pickupLongitude,
                      },
                    ]
                  : [],
              )}
              pins={drivers.map((d) => ({
                id: d.driver.id,
                initials: `${d.driver.firstName[0] ?? ''}${d.driver.lastName[0] ?? ''}`,
                name: driverName(d.driver),
                latitude: d.latitude,
                longitude: d.longitude,
                stale: isStaleNow(d, now),
                busy: Boolean(d.reservationId),
              }))}
            />
          </Suspense>
          <div className="map-side">
            <section aria-labelledby="drivers-heading">
              <h2 id="drivers-heading">{t`Drivers (${drivers.length})`}</h2>
              {drivers.length === 0 ? (
                <p>{t`No driver has reported a position in the last day.`}</p>
              ) : (
                <ul className="driver-list">
                  {drivers.map((d) => (
                    <li key={d.driver.id}>
                      <strong>{driverName(d.driver)}</strong>
                      {isStaleNow(d, now) ? (
                        <>
                          {' '}
                          <span className="badge badge--stale">{t`Out of date`}</span>
                        </>
                      ) : null}
                      <br />
                      {d.confirmationNumber && d.reservationId ? (
                        <>
                          <Link to={`/dispatch/rides/${d.reservationId}`}>
                            {t`Ride #${d.confirmationNumber}`}
                          </Link>
                          {d.status ? ` · ${statusText(rideStatusWords(d.status, true))}` : ''}
                          <br />
                          <RouteToggle
                            id={d.reservationId}
                            confirmationNumber={d.confirmationNumber}
                            selectedId={selectedId}
                            onSelect={select}
                          />
                        </>
                      ) : (
                        t`Between rides`
                      )}
                      <br />
                      <span className="muted">
                        <Trans>
                          Position <time dateTime={d.recordedAt}>{formatAge(ageNow(d, now))}</time>
                        </Trans>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <UnassignedPickups
              rides={pickups}
              timeZone={company.timeZone}
              selectedId={selectedId}
              onSelect={select}
            />
          </div>
        </div>
      )}
    </>
  );
}
