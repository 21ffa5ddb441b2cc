import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { trimTrailing } from '@ride/domain';
import { Link, useLocation, useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { useLanguage } from '../../../lib/i18n/language.ts';
import { useCompany } from '../../../stores/company.ts';
import { RideRow } from '../components/ride-row.tsx';
import { RidesEmpty } from '../components/rides-empty.tsx';
import { RidesTabs } from '../components/rides-tabs.tsx';
import { useBriefSpinner } from '../hooks/use-brief-spinner.ts';
import { useEndOfList } from '../hooks/use-end-of-list.ts';
import { usePullToRefresh } from '../hooks/use-pull-to-refresh.ts';
import { useTripHistory } from '../hooks/use-trip-history.ts';
import { groupByPickupMonth } from '../lib/month-groups.ts';
import { rideRowView } from '../lib/ride-row-view.ts';
import type { RidesTab } from '../lib/rides-tab.ts';
import { digitsOnly, searchTermOf } from '../lib/search-term.ts';
import { trackingPathFor } from '../lib/track-return.ts';
import '../rides.css';

/** /my-rides (spec part 2 §2, §4): upcoming and past rides by pickup month, searchable. */
export default function MyRidesScreen() {
  const { timeZone } = useCompany();
  const { language } = useLanguage();
  const { t } = useLingui();
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  // After a cancel the list says what the card was left with; the ride is under Past now.
  const arrival = state as { tab?: unknown; notice?: unknown } | null;
  const [tab, setTab] = useState<RidesTab>(() => (arrival?.tab === 'past' ? 'past' : 'upcoming'));
  const notice = typeof arrival?.notice === 'string' ? arrival.notice : null;
  const [searchText, setSearchText] = useState('');
  const history = useTripHistory(tab, searchTermOf(searchText));
  const spinner = useBriefSpinner(history.loading);
  const pull = usePullToRefresh(history.refresh);
  const endMarker = useEndOfList(history.loadMore, history.trips.length);
  const groups = useMemo(
    () =>
      groupByPickupMonth(
        history.trips.map((trip) => rideRowView(trip, timeZone, language)),
        (ride) => ride.pickupAt,
        timeZone,
        language,
      ),
    [history.trips, timeZone, language],
  );
  const listPath = trimTrailing(pathname, '/');
  const empty = !history.loading && !history.failed && history.trips.length === 0;

  return (
    <section className="screen rides-screen" {...pull.handlers}>
      <ScreenTitle />
      {notice && (
        <p role="status" className="rides-notice">
          {notice}
        </p>
      )}
      <RidesTabs tab={tab} onChange={setTab} />
      <div className="rides-search">
        <label htmlFor="rides-search" className="visually-hidden">
          <Trans>Search by Confirmation Number</Trans>
        </label>
        <input
          id="rides-search"
          className="text-input"
          type="search"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t`Search by Confirmation Number`}
          value={searchText}
          onChange={(event) => setSearchText(digitsOnly(event.target.value))}
        />
      </div>
      {pull.distance > 0 && (
        <div className="rides-pull" style={{ height: pull.distance }} aria-hidden="true">
          <span className="rides-spinner" />
        </div>
      )}
      {spinner && (
        <p role="status" className="rides-loading">
          <span className="rides-spinner" aria-hidden="true" />
          <span className="visually-hidden">
            <Trans>Loading rides…</Trans>
          </span>
        </p>
      )}
      {empty && <RidesEmpty tab={tab} />}
      {groups.map((group) => (
        <section key={group.key} className="rides-month" aria-labelledby={`month-${group.key}`}>
          <h2 id={`month-${group.key}`} className="rides-month__title">
            {group.label}
          </h2>
          <ul className="rides-list">
            {group.rides.map((ride) => (
              <RideRow
                key={ride.id}
                ride={ride}
                listPath={listPath}
                onTrack={(id) => void navigate(trackingPathFor(id, `${pathname}${search}`))}
              />
            ))}
          </ul>
        </section>
      ))}
      <div ref={endMarker} className="rides-end" />
      <Link to="/book/routing" className="round-button rides-add" aria-label={t`Book a ride`}>
        <span aria-hidden="true">+</span>
      </Link>
    </section>
  );
}
