import { Trans, useLingui } from '@lingui/react/macro';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';

/**
 * Spec part 2 §8's question; when cancelling now costs the company's late-cancellation fee, the
 * fee is said before the rider confirms (spec clarification 8).
 */
export function ConfirmCancelDialog({
  busy,
  feeNotice = null,
  onYes,
  onNo,
}: {
  busy: boolean;
  feeNotice?: string | null;
  onYes(): void;
  onNo(): void;
}) {
  return (
    <ModalDialog className="rides-dialog" labelledBy="cancel-ride-question" onClose={onNo}>
      <p id="cancel-ride-question" className="rides-dialog__text">
        <Trans>Are you sure you want to cancel this ride?</Trans>
      </p>
      {feeNotice && <p className="rides-dialog__text rides-dialog__fee">{feeNotice}</p>}
      <div className="rides-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onNo}>
          <Trans>No</Trans>
        </button>
        <button
          type="button"
          className="button button--primary"
          aria-busy={busy}
          disabled={busy}
          onClick={onYes}
        >
          <Trans>Yes</Trans>
        </button>
      </div>
    </ModalDialog>
  );
}

/** Spec part 2 §8: the ride is inside the cancellation lead time (or has none): call instead. */
export function CannotCancelDialog({ phone, onClose }: { phone: string; onClose(): void }) {
  return (
    <ModalDialog className="rides-dialog" labelledBy="cannot-cancel-text" onClose={onClose}>
      <p id="cannot-cancel-text" className="rides-dialog__text">
        <Trans>
          Unfortunately this ride cannot be cancelled online. To cancel your reservation, please
          call <span dir="ltr">{phone}</span> and our agents will be happy to assist you.
        </Trans>
      </p>
      <div className="rides-dialog__actions">
        <a className="button button--secondary" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          <Trans>Call</Trans>
        </a>
        <button type="button" className="button button--primary" onClick={onClose}>
          <Trans>OK</Trans>
        </button>
      </div>
    </ModalDialog>
  );
}

/**
 * Cancel Ride with the banner of a cancel that failed. A tap asks for the ride as of now first
 * (`onCancel`): the fee the dialog then names depends on the time.
 */
export function CancelRideButton({
  shown,
  failed,
  onCancel,
  onDismiss,
}: {
  shown: boolean;
  failed: boolean;
  onCancel(): void;
  onDismiss(): void;
}) {
  const { t } = useLingui();
  return (
    <>
      {failed && (
        <FormBanner
          message={t`Your ride could not be cancelled. Please try again, or call us to cancel it.`}
          onDismiss={onDismiss}
        />
      )}
      {shown && (
        <button
          type="button"
          className="button button--secondary button--block ride-cancel"
          onClick={onCancel}
        >
          <Trans>Cancel Ride</Trans>
        </button>
      )}
    </>
  );
}
