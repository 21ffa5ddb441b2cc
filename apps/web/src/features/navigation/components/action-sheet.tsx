import { Link } from 'react-router';
import { ACTION_SHEET_IDS } from '@ride/domain';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { telHref } from '../../../lib/links.ts';

interface Props {
  phone: string;
  signedIn: boolean;
  /** iOS shows Cancel as a separate block under the other actions. */
  iosLayout: boolean;
  onDiscard(): void;
  onClose(): void;
}

/** The menu button's sheet during the booking steps (spec part 1 §2, "Bottom action sheet"). */
export function ActionSheet({ phone, signedIn, iosLayout, onDiscard, onClose }: Props) {
  const cancel = (
    <button
      type="button"
      className="sheet-item sheet-item--cancel"
      data-action-id={ACTION_SHEET_IDS.cancel}
      onClick={onClose}
    >
      Cancel
    </button>
  );
  return (
    <ModalDialog
      className={`action-sheet${iosLayout ? ' action-sheet--ios' : ''}`}
      label="Booking Options"
      onClose={onClose}
    >
      <div className="sheet-group">
        <a className="sheet-item" data-action-id={ACTION_SHEET_IDS.call} href={telHref(phone)}>
          Call Customer Service
        </a>
        <button
          type="button"
          className="sheet-item sheet-item--danger"
          data-action-id={ACTION_SHEET_IDS.discard}
          onClick={onDiscard}
        >
          Discard Booking
        </button>
        {!signedIn && (
          <Link className="sheet-item" to="/login" onClick={onClose}>
            Sign In
          </Link>
        )}
        {!iosLayout && cancel}
      </div>
      {iosLayout && <div className="sheet-group">{cancel}</div>}
    </ModalDialog>
  );
}
