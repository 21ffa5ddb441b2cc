import type { TipPercent } from '@ride/domain';
import type { TipChoice } from '../lib/post-trip.ts';

interface Props {
  choices: readonly TipChoice[];
  chosen: TipPercent | null;
  onTap(percent: TipPercent): void;
}

/** 10, 15 or 20 percent: one pressed at most, tapped again to take it back. */
export function TipChoices({ choices, chosen, onTap }: Props) {
  return (
    <section className="post-trip__card" aria-labelledby="tip-title">
      <h2 id="tip-title" className="post-trip__label">
        Add a Tip
      </h2>
      <div className="post-trip__tips" role="group" aria-labelledby="tip-title">
        {choices.map((choice) => (
          <button
            key={choice.percent}
            type="button"
            className="post-trip__tip"
            aria-pressed={chosen === choice.percent}
            onClick={() => onTap(choice.percent)}
          >
            <span className="post-trip__tip-percent">{choice.percent}%</span>
            <span className="post-trip__tip-amount">{choice.amount}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
