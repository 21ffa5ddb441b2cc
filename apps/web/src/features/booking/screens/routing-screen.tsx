import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { useBookingForm } from '../../../stores/booking-form.ts';
import { useCompany } from '../../../stores/company.ts';
import { MapPanel } from '../../map/index.ts';
import { NEW_STOP, RouteList } from '../components/route-list.tsx';
import { TripTypeToggle } from '../components/trip-type-toggle.tsx';
import { BOOKING_PATHS, ROUTE_PROBLEMS, routeProblem, tripTypeOf } from '../lib/booking-steps.ts';
import { updateRoute } from '../lib/form-actions.ts';
import { clearDropOff, moveStop, removeStop } from '../lib/route-items.ts';
import '../booking.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTE_PROBLEM_WORDS, TRIP_TYPE_WORDS } from '../lib/booking-words.ts';

const PROBLEM_FIELDS = {
  [ROUTE_PROBLEMS.pickup]: 'pickup',
  [ROUTE_PROBLEMS.dropOff]: 'dropOff',
  [ROUTE_PROBLEMS.hours]: 'hours',
} as const;

/** Route entry (/book/routing): trip type, pickup, stops, drop-off or hours, and the map. */
export default function RoutingScreen() {
  const form = useBookingForm();
  const company = useCompany();
  const navigate = useNavigate();
  const [attempted, setAttempted] = useState(false);
  const problem = routeProblem(form);
  const shownProblem = attempted ? problem : null;
  const tripType = tripTypeOf(form);
  const { i18n } = useLingui();

  const search = (target: string) => {
    const query = target === NEW_STOP ? 'add=stop' : `for=${encodeURIComponent(target)}`;
    void navigate(`${BOOKING_PATHS.routingSearch}?${query}`, { state: { fromRouting: true } });
  };

  return (
    <section className="screen booking-step">
      <ScreenTitle />
      <TripTypeToggle isHourly={form.isHourly} />
      <RouteList
        form={form}
        maxStops={company.maxStops}
        onSearch={search}
        onRemoveStop={(id) => updateRoute((route) => removeStop(route, id))}
        onMoveStop={(id, to) => updateRoute((route) => moveStop(route, id, to))}
        onClearDropOff={() => updateRoute(clearDropOff)}
        problem={
          shownProblem
            ? {
                field: PROBLEM_FIELDS[shownProblem as keyof typeof PROBLEM_FIELDS],
                id: 'route-problem',
              }
            : null
        }
      />
      <p className="trip-type-note">
        <Trans>
          Trip type: <strong>{i18n._(TRIP_TYPE_WORDS[tripType])}</strong>
        </Trans>
      </p>
      <MapPanel route={form.route} home={{ lat: company.latitude, lng: company.longitude }} />
      <div role="alert" className="field-error-banner">
        {shownProblem && (
          <p id="route-problem" className="field-error">
            {i18n._(ROUTE_PROBLEM_WORDS[shownProblem as keyof typeof ROUTE_PROBLEM_WORDS])}
          </p>
        )}
      </div>
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => {
          setAttempted(true);
          if (!problem) void navigate(BOOKING_PATHS.dateTime);
        }}
      >
        <Trans>Next</Trans>
      </button>
    </section>
  );
}
