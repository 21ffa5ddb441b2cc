import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  /** Id of the element naming the dialog; or `label` when it has no visible heading. */
  labelledBy?: string;
  label?: string;
  className: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert and moves
 * focus in; Escape and a tap on the backdrop close it; focus goes back to what opened it.
 * Mount it to open it, unmount it to close it.
 */
export function ModalDialog({ labelledBy, label, className, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // The opener may be gone (the menu item that opened the install dialog): fall back to main.
      if (opener?.isConnected) opener.focus();
      else document.getElementById('main')?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={className}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      onCancel={onClose}
      onClick={(event) => {
        // The content fills the dialog box, so a click on the dialog itself is on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}
