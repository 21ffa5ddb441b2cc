import { t } from '@lingui/core/macro';
import { HEX_COLOR_PATTERN } from '@ride/domain';

interface ColourFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field (format or contrast problem), when there is one. */
  problem?: string | undefined;
}

/** A colour as a picker and as #rrggbb text, kept in step. */
export function ColourField({ id, label, value, onChange, problem }: ColourFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field colour-field">
      <label htmlFor={id}>{label}</label>
      <div className="colour-field__inputs">
        <input
          type="color"
          aria-label={t`${label}: picker`}
          value={HEX_COLOR_PATTERN.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          spellCheck={false}
          autoCapitalize="none"
          maxLength={7}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
      </div>
      {problem ? (
        <p className="field-error" id={errorId}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
