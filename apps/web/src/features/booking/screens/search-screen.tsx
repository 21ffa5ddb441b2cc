import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useClient } from 'urql';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { asDocument } from '../../../lib/graphql/document.ts';
import { useBookingForm } from '../../../stores/booking-form.ts';
import { useCompany } from '../../../stores/company.ts';
import { PlaceDetailsQuery, ReverseGeocodeQuery } from '../api/places.ts';
import { SuggestionList } from '../components/suggestion-list.tsx';
import { usePlaceSearch, SEARCH_MAX_LENGTH } from '../hooks/use-place-search.ts';
import { BOOKING_PATHS } from '../lib/booking-steps.ts';
import { updateRoute } from '../lib/form-actions.ts';
import { currentPosition, myLocationProblem } from '../lib/my-location.ts';
import { toBookingLocation } from '../lib/place-location.ts';
import { addStop, newStopId, routeParts, setLocation } from '../lib/route-items.ts';
import { searchTarget } from '../lib/search-target.ts';
import '../booking.css';
import { Trans, useLingui } from '@lingui/react/macro';

const placeDetailsDocument = asDocument(PlaceDetailsQuery);
const reverseGeocodeDocument = asDocument(ReverseGeocodeQuery);
const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

type FoundPlace = Parameters<typeof toBookingLocation>[0];

/**
 * Address search (/book/routing/search, /book/search): ?for=<row id> fills a row of the route,
 * ?add=stop adds a stop. The chosen place goes into the booking form, then back to the route.
 */
export default function SearchScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useClient();
  const { t } = useLingui();
  const { coid } = useCompany();
  const form = useBookingForm();
  const target = searchTarget(params, routeParts(form.route));
  const [text, setText] = useState('');
  const [choosing, setChoosing] = useState(false);
  const [failure, setFailure] = useState('');
  const search = usePlaceSearch(text);

  const applyPlace = (place: FoundPlace) => {
    const chosen = toBookingLocation(place);
    updateRoute((route) =>
      target.kind === 'newStop'
        ? addStop(route, chosen, newStopId())
        : setLocation(route, target.id, chosen),
    );
    const fromRouting = (location.state as { fromRouting?: boolean } | null)?.fromRouting === true;
    if (fromRouting) void navigate(-1);
    else void navigate(BOOKING_PATHS.routing, { replace: true });
  };

  const choose = async (placeId: string) => {
    setChoosing(true);
    setFailure('');
    const result = await client
      .query(placeDetailsDocument, { input: { coid, placeId } })
      .toPromise();
    setChoosing(false);
    const place = result.data?.placeDetails;
    if (!place) {
      setFailure(
        result.error
          ? t`We could not look up that place. Check your connection and try again.`
          : t`We could not find where that place is. Please choose another.`,
      );
      return;
    }
    applyPlace(place);
  };

  const chooseMyLocation = async () => {
    setChoosing(true);
    setFailure('');
    try {
      const coordinates = await currentPosition();
      const result = await client
        .query(reverseGeocodeDocument, { input: { coid, coordinates } })
        .toPromise();
      const place = result.data?.reverseGeocode;
      if (place) applyPlace(place);
      else setFailure(myLocationProblem(result.error ? 'lookup-failed' : 'no-address'));
    } catch (code) {
      setFailure(myLocationProblem(typeof code === 'number' ? code : 0));
    } finally {
      setChoosing(false);
    }
  };

  return (
    <section className="screen booking-step">
      <ScreenTitle />
      <form
        className="place-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const first = search.suggestions[0];
          if (first && !search.typing) void choose(first.placeId);
        }}
      >
        <label htmlFor="place-search-input">{target.label}</label>
        <input
          id="place-search-input"
          type="search"
          className="text-input"
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={target.placeholder}
          value={text}
          aria-describedby="place-search-status"
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      {canLocate && (
        <button
          type="button"
          className="button button--secondary my-location"
          disabled={choosing}
          onClick={() => void chooseMyLocation()}
        >
          <Trans>Use my location</Trans>
        </button>
      )}
      <div role="alert" className="field-error-banner">
        {failure && <p className="field-error">{failure}</p>}
      </div>
      <SuggestionList
        suggestions={search.suggestions}
        query={search.query}
        busy={search.fetching || search.typing || choosing}
        failed={Boolean(search.error)}
        onRetry={search.retry}
        onChoose={(placeId) => void choose(placeId)}
      />
    </section>
  );
}
