import { Trans } from '@lingui/react/macro';
import type { TipPercent } from '@ride/domain';
import { isCustomTip, type TipChoice, type TipSelection } from '../lib/post-trip.ts';

interface Props {
  choices: readonly TipChoice[];
  chosen: TipSelection;
  /** "20 % gratuity is included", when the price lines charge one. */
  gratuityNote: string | null;
  /** Shown once the typed amount was left or submitted. */
  customError: string | null;
  onChoose(tip: TipSelection): void;
  onTapPercent(percent: TipPercent): void;
  onCustomBlur(): void;
}

export const CUSTOM_TIP_INPUT = 'custom-tip';

/**
 * No extra tip, 10, 15 or 20 percent (tapped again to take it back) or an amount of the rider's
 * own: one pressed at a time. A gratuity the price lines include already is said first.
 */
export function TipChoices(props: Props) {
  const { choices, chosen, gratuityNote, customError } = props;
  const custom = isCustomTip(chosen);
  return (
    <section className="post-trip__card" aria-labelledby="tip-title">
      <h2 id="tip-title" className="post-trip__label">
        <Trans>Add a Tip</Trans>
      </h2>
      {gratuityNote && <p className="post-trip__gratuity">{gratuityNote}</p>}
      <div className="post-trip__tips" role="group" aria-labelledby="tip-title">
        {choices.map((choice) => (
          <button
            key={choice.percent}
            type="button"
            className="post-trip__tip"
            aria-pressed={chosen === choice.percent}
            onClick={() => props.onTapPercent(choice.percent)}
          >
            <span className="post-trip__tip-percent">{choice.percent}%</span>
            <span className="post-trip__tip-amount">{choice.amount}</span>
          </button>
        ))}
        <button
          type="button"
          className="post-trip__tip post-trip__tip--wide"
          aria-pressed={chosen === null}
          onClick={() => props.onChoose(null)}
        >
          {gratuityNote ? <Trans>No extra tip</Trans> : <Trans>No tip</Trans>}
        </button>
        <button
          type="button"
          className="post-trip__tip post-trip__tip--wide"
          aria-pressed={custom}
          onClick={() => props.onChoose(custom ? chosen : { customText: '' })}
        >
          <Trans>Other amount</Trans>
        </button>
      </div>
      {custom && (
        <div className="post-trip__custom">
          <label htmlFor={CUSTOM_TIP_INPUT} className="post-trip__custom-label">
            <Trans>Tip amount</Trans>
          </label>
          <input
            id={CUSTOM_TIP_INPUT}
            className="text-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={chosen.customText}
            aria-invalid={customError !== null}
            aria-describedby={customError ? 'custom-tip-error' : undefined}
            onChange={(event) => props.onChoose({ customText: event.target.value })}
            onBlur={props.onCustomBlur}
          />
          {customError && (
            <p id="custom-tip-error" className="field-error">
              {customError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
