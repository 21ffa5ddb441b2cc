import { LOOKUP_LIMITS } from '@ride/domain';
import { useState } from 'react';
import { updateForm } from '../lib/form-actions.ts';

interface Props {
  promoCode: string;
  /** The code the server applied, upper-cased; null when none. */
  applied: string | null;
  error: string | null;
}

/** An optional promo code; the server checks it while pricing and says why it refuses one. */
export function PromoCodeField({ promoCode, applied, error }: Props) {
  const [draft, setDraft] = useState(promoCode);
  const described = error ? 'promo-code-error' : applied ? 'promo-code-applied' : undefined;
  return (
    <form
      className="promo-code"
      onSubmit={(event) => {
        event.preventDefault();
        updateForm({ promoCode: draft.trim(), selectedVehicle: null });
      }}
    >
      <label htmlFor="promo-code">Promo Code (optional)</label>
      <div className="promo-code__row">
        <input
          id="promo-code"
          className="text-input"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={LOOKUP_LIMITS.maxPromoCodeLength}
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--secondary">
          Apply
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
              updateForm({ promoCode: '', selectedVehicle: null });
            }}
          >
            Remove Promo Code
          </button>
        </>
      )}
      {!error && applied && (
        <p id="promo-code-applied" className="field-hint">
          Promo code {applied} applied.
        </p>
      )}
    </form>
  );
}
