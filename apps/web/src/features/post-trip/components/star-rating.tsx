import { Trans } from '@lingui/react/macro';
import { starLabels } from '../lib/post-trip.ts';

interface Props {
  rating: number | null;
  /** Set when a submit was tried without a rating. */
  error: string | null;
  onRate(stars: number): void;
}

/**
 * Five stars as a radio group (arrow keys move between them), each named "N stars"; the stars up
 * to the chosen one are filled.
 */
export function StarRating({ rating, error, onRate }: Props) {
  return (
    <fieldset
      className="post-trip__card post-trip__rating"
      aria-describedby={error ? 'rating-error' : undefined}
    >
      <legend className="post-trip__label">
        <Trans>Rate Your Ride</Trans>
      </legend>
      <div className="post-trip__stars">
        {starLabels().map((label, index) => {
          const stars = index + 1;
          const filled = rating !== null && stars <= rating;
          return (
            <label key={stars} className={`post-trip__star${filled ? ' is-filled' : ''}`}>
              <input
                type="radio"
                name="rating"
                value={stars}
                checked={rating === stars}
                className="post-trip__star-input"
                onChange={() => onRate(stars)}
              />
              <span aria-hidden="true">{filled ? '★' : '☆'}</span>
              <span className="visually-hidden">{label}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id="rating-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
