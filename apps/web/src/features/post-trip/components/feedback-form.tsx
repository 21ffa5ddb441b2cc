import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import type { OwnTrip } from '../../rides/index.ts';
import { useSubmitFeedback, type SentFeedback } from '../hooks/use-submit-feedback.ts';
import {
  customTipError,
  gratuityNote,
  isCustomTip,
  postTripTotals,
  tipInput,
  toggleTip,
  type TipSelection,
} from '../lib/post-trip.ts';
import { StarRating } from './star-rating.tsx';
import { CUSTOM_TIP_INPUT, TipChoices } from './tip-choices.tsx';
import { TripTotal } from './trip-total.tsx';

interface Props {
  trip: OwnTrip;
  onDone(feedback: SentFeedback): void;
}

/**
 * The post-trip form (spec part 2 §2): trip total and fees, tip, the total with the tip, rating
 * and Submit. A failure keeps every choice and shows the server's words.
 */
export function FeedbackForm({ trip, onDone }: Props) {
  const { t } = useLingui();
  const [tip, setTip] = useState<TipSelection>(null);
  const [customTouched, setCustomTouched] = useState(false);
  const [rating, setRating] = useState<number | null>(null);
  const [ratingError, setRatingError] = useState<string | null>(null);
  const { busy, failure, submit, dismiss } = useSubmitFeedback(trip.id, onDone);
  const totals = postTripTotals(trip, tip);
  const tipError = isCustomTip(tip) ? customTipError(trip, tip.customText) : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (tipError) {
      setCustomTouched(true);
      form.querySelector<HTMLInputElement>(`#${CUSTOM_TIP_INPUT}`)?.focus();
      return;
    }
    if (rating === null) {
      setRatingError(t`Choose a rating from 1 to 5 stars`);
      form.querySelector<HTMLInputElement>('input[name="rating"]')?.focus();
      return;
    }
    void submit(tipInput(trip, tip), rating);
  }

  return (
    <form className="post-trip__form" noValidate onSubmit={onSubmit}>
      <TripTotal trip={trip} />
      <TipChoices
        choices={totals.choices}
        chosen={tip}
        gratuityNote={gratuityNote(trip)}
        customError={customTouched ? tipError : null}
        onChoose={(next) => {
          if (!isCustomTip(next)) setCustomTouched(false);
          setTip(next);
        }}
        onTapPercent={(percent) => {
          setCustomTouched(false);
          setTip(toggleTip(tip, percent));
        }}
        onCustomBlur={() => setCustomTouched(true)}
      />
      <dl className="post-trip__card post-trip__totals" aria-live="polite">
        <div className="post-trip__row">
          <dt>
            <Trans>Tip</Trans>
          </dt>
          <dd>{totals.tip ?? <Trans>No tip</Trans>}</dd>
        </div>
        <div className="post-trip__row post-trip__grand-total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{totals.total}</dd>
        </div>
      </dl>
      <StarRating
        rating={rating}
        error={ratingError}
        onRate={(stars) => {
          setRating(stars);
          setRatingError(null);
        }}
      />
      {failure && <FormBanner message={failure} onDismiss={dismiss} />}
      <button
        type="submit"
        className="button button--primary button--block post-trip__submit"
        aria-disabled={rating === null || busy}
        aria-busy={busy}
      >
        <Trans>Submit</Trans>
      </button>
    </form>
  );
}
