import type { CombinedError } from '@urql/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/errors.ts';

/** A failed call's message, announced: nothing when the call did not fail. */
export function ErrorAlert({ error, id }: { error: CombinedError | undefined; id?: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="form-error" id={id}>
      {errorMessage(error)}
    </p>
  );
}

/** A form's end: what went wrong or that it was saved, and its submit button. */
export function SaveFooter(props: {
  /** The form's own problem (a typo found before sending) or the server's answer. */
  message: string | undefined;
  messageId: string;
  saved: string | false;
  submitLabel: string;
  busy: boolean;
  /** The form's other buttons, after its submit button. */
  children?: ReactNode;
}) {
  return (
    <>
      {props.message ? (
        <p role="alert" className="form-error" id={props.messageId}>
          {props.message}
        </p>
      ) : null}
      {props.saved ? (
        <p role="status" className="form-ok">
          {props.saved}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="primary" disabled={props.busy}>
          {props.submitLabel}
        </button>
        {props.children}
      </div>
    </>
  );
}
