import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useClient } from 'urql';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { asDocument } from '../../../lib/graphql/document.ts';
import { useBookingForm } from '../../../stores/booking-form.ts';
import { useCompany } from '../../../stores/company.ts';
import { PlaceDetailsQuery } from '../api/places.ts';
import { SuggestionList } from '../components/suggestion-list.tsx';
import { usePlaceSearch, SEARCH_MAX_LENGTH } from '../hooks/use-place-search.ts';
import { BOOKING_PATHS } from '../lib/booking-steps.ts';
import { updateRoute } from '../lib/form-actions.ts';
import { toBookingLocation } from '../lib/place-location.ts';
import { addStop, newStopId, routeParts, setLocation } from '../lib/route-items.ts';
import { searchTarget } from '../lib/search-target.ts';
import '../booking.css';

const placeDetailsDocument = asDocument(PlaceDetailsQuery);

/**
 * Address search (/book/routing/search, /book/search): ?for=<row id> fills a row of the route,
 * ?add=stop adds a stop. The chosen place goes into the booking form, then back to the route.
 */
export default function SearchScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useClient();
  const { coid } = useCompany();
  const form = useBookingForm();
  const target = searchTarget(params, routeParts(form.route));
  const [text, setText] = useState('');
  const [choosing, setChoosing] = useState(false);
  const [failure, setFailure] = useState('');
  const search = usePlaceSearch(text);

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
          ? 'We could not look up that place. Check your connection and try again.'
          : 'We could not find where that place is. Please choose another.',
      );
      return;
    }
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
