import '../booking.css';
import { suggestionAirportCode } from '../lib/place-location.ts';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

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
const isRecent = (suggestion: Suggestion) => suggestion.placeId.startsWith('recent:');

/** What the list shows, for everyone; null when the places speak for themselves. */
function statusText({ suggestions, query, busy, failed }: Props): string | null {
  if (busy) return t`Searching…`;
  if (failed) return t`The search is not available right now.`;
  if (suggestions.length === 0) {
    return query ? t`No places match “${query}”.` : t`Type an address, a place or an airport code.`;
  }
  return null;
}

/** For screen readers only: how many places the list now holds. */
const countText = (count: number) => plural(count, { one: '# place', other: '# places' });

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

function Group({
  title,
  suggestions,
  onChoose,
}: {
  title: string;
  suggestions: readonly Suggestion[];
  onChoose(id: string): void;
}) {
  if (suggestions.length === 0) return null;
  return (
    <>
      <h2 className="section-title">{title}</h2>
      <ul className="suggestion-list">
        {suggestions.map((s) => (
          <SuggestionButton key={s.placeId} suggestion={s} onChoose={onChoose} />
        ))}
      </ul>
    </>
  );
}

/**
 * Saved places first (the rider's when signed in, and the company's), then the rider's recent
 * pickups and drop-offs, then the search results.
 */
export function SuggestionList(props: Props) {
  const saved = props.suggestions.filter(isSaved);
  const recent = props.suggestions.filter(isRecent);
  const found = props.suggestions.filter((s) => !isSaved(s) && !isRecent(s));
  const { t } = useLingui();
  const status = statusText(props);
  return (
    <div className="suggestions">
      <p
        id="place-search-status"
        role="status"
        className={status === null ? 'visually-hidden' : 'muted'}
      >
        {status ?? countText(props.suggestions.length)}
      </p>
      {props.failed && !props.busy && (
        <button type="button" className="button button--secondary" onClick={props.onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
      <Group title={t`Saved Places`} suggestions={saved} onChoose={props.onChoose} />
      <Group title={t`Recent`} suggestions={recent} onChoose={props.onChoose} />
      <Group title={t`Search Results`} suggestions={found} onChoose={props.onChoose} />
    </div>
  );
}
