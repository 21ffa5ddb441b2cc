import '../booking.css';
import { suggestionAirportCode } from '../lib/place-location.ts';

interface Suggestion {
  placeId: string;
  type: string;
  mainText: string;
  secondaryText: string;
}

interface Props {
  suggestions: readonly Suggestion[];
  query: string;
  busy: boolean;
  failed: boolean;
  onRetry(): void;
  onChoose(placeId: string): void;
}

const isSaved = (suggestion: Suggestion) => suggestion.placeId.startsWith('saved:');

function statusText({ suggestions, query, busy, failed }: Props): string {
  if (busy) return 'Searching…';
  if (failed) return 'The search is not available right now.';
  if (suggestions.length === 0) {
    return query ? `No places match “${query}”.` : 'Type an address, a place or an airport code.';
  }
  return suggestions.length === 1 ? '1 place found.' : `${suggestions.length} places found.`;
}

function SuggestionButton({
  suggestion,
  onChoose,
}: {
  suggestion: Suggestion;
  onChoose(id: string): void;
}) {
  const code = suggestionAirportCode(suggestion);
  return (
    <li>
      <button type="button" className="suggestion" onClick={() => onChoose(suggestion.placeId)}>
        <span className="suggestion__text">
          <span className="suggestion__main">{suggestion.mainText}</span>
          {suggestion.secondaryText && (
            <span className="suggestion__secondary">{suggestion.secondaryText}</span>
          )}
        </span>
        {code && <span className="badge">{code}</span>}
      </button>
    </li>
  );
}

/** Saved places first (the rider's when signed in, and the company's), then the search results. */
export function SuggestionList(props: Props) {
  const saved = props.suggestions.filter(isSaved);
  const found = props.suggestions.filter((suggestion) => !isSaved(suggestion));
  return (
    <div className="suggestions">
      <p id="place-search-status" role="status" className="muted">
        {statusText(props)}
      </p>
      {props.failed && !props.busy && (
        <button type="button" className="button button--secondary" onClick={props.onRetry}>
          Try again
        </button>
      )}
      {saved.length > 0 && (
        <>
          <h2 className="section-title">Saved Places</h2>
          <ul className="suggestion-list">
            {saved.map((s) => (
              <SuggestionButton key={s.placeId} suggestion={s} onChoose={props.onChoose} />
            ))}
          </ul>
        </>
      )}
      {found.length > 0 && (
        <>
          <h2 className="section-title">Search Results</h2>
          <ul className="suggestion-list">
            {found.map((s) => (
              <SuggestionButton key={s.placeId} suggestion={s} onChoose={props.onChoose} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
