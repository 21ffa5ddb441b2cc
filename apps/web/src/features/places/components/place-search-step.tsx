import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SEARCH_MAX_LENGTH, SuggestionList, usePlaceSearch } from '../../booking/index.ts';

export interface ChosenPlace {
  placeId: string;
  mainText: string;
  secondaryText: string;
}

interface Props {
  onChoose(place: ChosenPlace): void;
  onCancel(): void;
}

/** Step one of adding a place: the booking search's suggestions, without the saved places. */
export function PlaceSearchStep({ onChoose, onCancel }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const search = usePlaceSearch(text);
  // Saving a place that is saved already would only make a copy of it.
  const found = search.suggestions.filter((s) => !s.placeId.startsWith('saved:'));
  const choose = (placeId: string) => {
    const place = found.find((s) => s.placeId === placeId);
    if (place) onChoose(place);
  };

  return (
    <>
      <form
        className="place-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const first = found[0];
          if (first && !search.typing) choose(first.placeId);
        }}
      >
        <label htmlFor="add-place-search">
          <Trans>Search for an address</Trans>
        </label>
        <input
          id="add-place-search"
          type="search"
          className="text-input"
          autoComplete="off"
          // The rider opened the form to type into this field.
          autoFocus
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t`Address, place or airport code`}
          value={text}
          aria-describedby="place-search-status"
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <SuggestionList
        suggestions={found}
        query={search.query}
        busy={search.fetching || search.typing}
        failed={Boolean(search.error)}
        onRetry={search.retry}
        onChoose={choose}
      />
      <button type="button" className="button button--secondary button--block" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
    </>
  );
}
