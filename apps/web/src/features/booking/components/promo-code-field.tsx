import '../booking.css';
import { LOOKUP_LIMITS } from '@ride/domain';
import { useState } from 'react';
import { updateForm } from '../lib/form-actions.ts';
import { Trans } from '@lingui/react/macro';

interface Props {
  promoCode: string;
  /** The code the server applied, upper-cased; null when none. */
  applied: string | null;
  error: string | null;
  /**
   * What applying (or removing) a code does; by default the chosen vehicle is forgotten, as its
   * price changes. The confirmation step keeps its vehicle and prices it again instead.
   */
  onApply?: (promoCode: string) => void;
  /** Focus the field at once (it was just opened by the rider). */
  autoFocus?: boolean;
}

const forgetVehicle = (promoCode: string) => updateForm({ promoCode, selectedVehicle: null });

/** An optional promo code; the server checks it while pricing and says why it refuses one. */
export function PromoCodeField({
  promoCode,
  applied,
  error,
  onApply = forgetVehicle,
  autoFocus = false,
}: Props) {
  const [draft, setDraft] = useState(promoCode);
  const described = error ? 'promo-code-error' : applied ? 'promo-code-applied' : undefined;
  return (
    <form
      className="promo-code"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft.trim());
      }}
    >
      <label htmlFor="promo-code">
        <Trans>Promo Code (optional)</Trans>
      </label>
      <div className="promo-code__row">
        <input
          id="promo-code"
          className="text-input"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={LOOKUP_LIMITS.maxPromoCodeLength}
          autoFocus={autoFocus}
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--secondary">
          <Trans>Apply</Trans>
        </button>
      </div>
      {error && (
        <>
          <p id="promo-code-error" className="field-error">
            {error}
          </p>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setDraft('');
              onApply('');
            }}
          >
            <Trans>Remove Promo Code</Trans>
          </button>
        </>
      )}
      {!error && applied && (
        <p id="promo-code-applied" className="field-hint">
          <Trans>Promo code {applied} applied.</Trans>
        </p>
      )}
    </form>
  );
}
