import { t } from '@lingui/core/macro';
import type { CombinedError } from '@urql/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from './notices.tsx';
import { useModalDialog } from './use-modal-dialog.ts';
import './confirm-dialog.css';

/**
 * Asks before a step that cannot be undone, in the browser's own modal dialog (focus stays inside,
 * Escape cancels, the safe choice has the focus). While closed it stays mounted, empty, under
 * `closedLabel`, so opening it again reuses the same element.
 */
export function ConfirmDialog({
  open,
  id,
  closedLabel,
  title,
  children,
  confirmLabel,
  error,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  /** Prefix of the title and text ids the dialog is labelled and described by. */
  id: string;
  closedLabel: string;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  error: CombinedError | undefined;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { dialog, cancel } = useModalDialog(open);

  if (!open) return <dialog ref={dialog} aria-label={closedLabel} />;

  return (
    <dialog
      ref={dialog}
      className="card confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={onClose}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-text`}>{children}</p>
      <ErrorAlert error={error} />
      <div className="actions">
        <button type="button" className="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
        <button type="button" onClick={onClose} ref={cancel}>
          {t`Cancel`}
        </button>
      </div>
    </dialog>
  );
}
