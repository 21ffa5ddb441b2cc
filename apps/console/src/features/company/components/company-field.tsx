import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/errors.ts';

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  problem?: string | undefined;
  children: (props: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** A labelled field with its hint and problem, wired to the input it renders. */
export function Field({ id, label, hint, problem, children }: FieldProps) {
  const describedBy = [hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(problem ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {problem ? (
        <p className="field-error" id={`${id}-error`}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** What became of a save: the server's problem, or that riders will see it. */
export function Outcome({
  error,
  saved,
  savedText = t`Saved. Riders see it at their next configuration refresh.`,
}: {
  error: Parameters<typeof errorMessage>[0];
  saved: boolean;
  savedText?: string;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="form-error">
          {errorMessage(error)}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="form-ok">
          {savedText}
        </p>
      ) : null}
    </>
  );
}
