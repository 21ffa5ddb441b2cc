import { i18n, type MessageDescriptor } from '@lingui/core';

/** One number field of a rules form: its label and the hint under it. */
export interface RuleField<F extends string> {
  field: F;
  label: MessageDescriptor;
  hint: MessageDescriptor;
}

/**
 * A rules form's number fields side by side, each with its hint; the field the form or the server
 * refused is marked invalid and described by the form's message (`${id}-error`).
 */
export function RuleFields<F extends string>({
  id,
  fields,
  values,
  onChange,
  badField,
}: {
  id: string;
  fields: readonly RuleField<F>[];
  values: Record<F, string>;
  onChange(field: F, value: string): void;
  badField: string | null | undefined;
}) {
  return (
    <div className="field-row">
      {fields.map(({ field, label, hint }) => (
        <div className="field" key={field}>
          <label htmlFor={`${id}-${field}`}>{i18n._(label)}</label>
          <input
            id={`${id}-${field}`}
            inputMode="numeric"
            value={values[field]}
            onChange={(event) => onChange(field, event.target.value)}
            aria-invalid={badField === field ? true : undefined}
            aria-describedby={
              badField === field ? `${id}-error ${id}-${field}-hint` : `${id}-${field}-hint`
            }
          />
          <p className="hint" id={`${id}-${field}-hint`}>
            {i18n._(hint)}
          </p>
        </div>
      ))}
    </div>
  );
}
