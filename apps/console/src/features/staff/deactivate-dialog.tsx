import { ErrorAlert } from '../../components/notices.tsx';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import { useMutation } from 'urql';
import { deactivateDocument } from './staff-api.ts';
import type { StaffMemberRow } from './staff-members-table.tsx';

/**
 * Asks before deactivating: a modal dialog (the browser's own, so focus stays inside and Escape
 * cancels), naming who and what happens.
 */
export function DeactivateDialog({
  member,
  onClose,
}: {
  member: StaffMemberRow | null;
  onClose: (message?: string) => void;
}) {
  const [result, deactivate] = useMutation(deactivateDocument);
  const { dialog, cancel } = useModalDialog(member !== null);

  if (!member) return <dialog ref={dialog} aria-label="Deactivate" />;
  const name = `${member.firstName} ${member.lastName}`.trim() || member.email;

  async function confirm() {
    if (!member) return;
    const answer = await deactivate({ id: member.id });
    if (answer.data) onClose(`${name} is deactivated and signed out.`);
  }

  return (
    <dialog
      ref={dialog}
      className="card confirm-dialog"
      aria-labelledby="deactivate-title"
      aria-describedby="deactivate-text"
      onCancel={() => onClose()}
    >
      <h2 id="deactivate-title">Deactivate {name}?</h2>
      <p id="deactivate-text">
        {member.email} will be signed out at once and can no longer sign in. An admin can invite
        them again later.
      </p>
      <ErrorAlert error={result.error} />
      <div className="actions">
        <button
          type="button"
          className="danger"
          onClick={() => void confirm()}
          disabled={result.fetching}
        >
          Deactivate
        </button>
        <button type="button" onClick={() => onClose()} ref={cancel}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
