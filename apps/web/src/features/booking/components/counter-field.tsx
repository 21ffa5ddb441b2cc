import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';

interface Props {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
  /** The label above the − and + buttons, for counters laid side by side. */
  stacked?: boolean;
}

/** A whole number with − and + buttons; typed values count once they are in range. */
export function CounterField({ id, label, value, min, max, onChange, stacked = false }: Props) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<string | null>(null);
  const set = (next: number) => {
    setDraft(null);
    onChange(Math.max(min, Math.min(max, next)));
  };
  const text = draft ?? String(value);
  const typedValid = /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;
  return (
    <div className={stacked ? 'counter counter--stacked' : 'counter'}>
      <label htmlFor={id} className="counter__label">
        {label}
      </label>
      <button
        type="button"
        className="icon-button icon-button--small icon-button--outlined"
        aria-label={t`Fewer: ${label}`}
        disabled={value <= min}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <input
        id={id}
        className="counter__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={text}
        aria-invalid={typedValid ? undefined : true}
        onChange={(event) => {
          const typed = event.target.value;
          setDraft(typed);
          if (/^\d+$/.test(typed) && Number(typed) >= min && Number(typed) <= max)
            onChange(Number(typed));
        }}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        className="icon-button icon-button--small icon-button--outlined"
        aria-label={t`More: ${label}`}
        disabled={value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </div>
  );
}
