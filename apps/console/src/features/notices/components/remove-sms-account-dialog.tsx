import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation } from 'urql';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { removeSmsAccountDocument } from '../api/notices-api.ts';

/** Asks before forgetting the company's own Twilio account, saying where texts go instead. */
export function RemoveSmsAccountDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (message?: string) => void;
}) {
  const [result, remove] = useMutation(removeSmsAccountDocument);

  async function confirm() {
    const answer = await remove({});
    if (answer.data) onClose(t`Your Twilio account is removed.`);
  }

  return (
    <ConfirmDialog
      open={open}
      id="remove-sms-account"
      closedLabel={t`Remove Twilio account`}
      title={t`Remove your Twilio account?`}
      confirmLabel={t`Remove`}
      error={result.error}
      busy={result.fetching}
      onConfirm={() => void confirm()}
      onClose={() => onClose()}
    >
      <Trans>
        Its Account SID, auth token and sender are forgotten. Texts then go out from this service’s
        Twilio account, or stay in the outbox if it has none.
      </Trans>
    </ConfirmDialog>
  );
}
