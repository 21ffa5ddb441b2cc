import { useEffect, useRef } from 'react';

/**
 * A confirmation in the browser's own modal dialog (focus stays inside, Escape cancels), shown
 * while `open`, with the safe choice (the button given `cancel`) focused.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  // Opening a native modal dialog is an imperative DOM call; it follows what was chosen.
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) {
      element.showModal();
      cancel.current?.focus();
    }
    if (!open && element?.open) element.close();
  }, [open]);
  return { dialog, cancel };
}
