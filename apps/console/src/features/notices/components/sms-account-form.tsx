import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { SaveFooter } from '../../../components/notices.tsx';
import type { ConsoleNoticeAccountFragment } from '../../../gql/graphql.ts';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { updateSmsAccountDocument } from '../api/notices-api.ts';
import { RemoveSmsAccountDialog } from './remove-sms-account-dialog.tsx';

type Field = 'accountSid' | 'authToken' | 'sender';

const EMPTY: Record<Field, string> = { accountSid: '', authToken: '', sender: '' };

/** The company's own Twilio account: its texts go out from it once saved. */
export function SmsAccountForm({ account }: { account: ConsoleNoticeAccountFragment }) {
  const id = useId();
  const [values, setValues] = useState(() => ({
    accountSid: account.twilioAccountSid ?? '',
    authToken: '',
    sender: account.smsSender ?? '',
  }));
  const [result, save] = useMutation(updateSmsAccountDocument);
  const [notice, setNotice] = useState('');
  const [removing, setRemoving] = useState(false);
  // A removal after a refused save answers it: its error no longer stands.
  const error = notice ? undefined : result.error;
  const badField = errorField(error);
  const last4 = account.twilioAuthTokenLast4;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    const answer = await save({
      input: { ...values, authToken: values.authToken.trim() || null },
    });
    if (!answer.data) return;
    // The saved token is never shown back: only its last 4 characters, in the hint.
    setValues({ ...values, authToken: '' });
    setNotice(t`Twilio account saved. Texts go out from it now.`);
  }

  function closeDialog(message?: string) {
    setRemoving(false);
    if (!message) return;
    setValues(EMPTY);
    setNotice(message);
  }

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues({ ...values, [name]: event.target.value }),
    autoComplete: 'off',
    spellCheck: false,
    'aria-invalid': badField === name ? true : undefined,
    'aria-describedby': badField === name ? `${id}-error ${id}-${name}-hint` : `${id}-${name}-hint`,
  });

  return (
    <>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <h3>{t`Your own Twilio account`}</h3>
        <div className="field">
          <label htmlFor={`${id}-accountSid`}>{t`Account SID`}</label>
          <input {...field('accountSid')} />
          <p className="hint" id={`${id}-accountSid-hint`}>
            <Trans>AC followed by 32 characters, on your Twilio console’s dashboard.</Trans>
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-authToken`}>{t`Auth token`}</label>
          <input type="password" {...field('authToken')} />
          <p className="hint" id={`${id}-authToken-hint`}>
            {last4
              ? t`Stored, ending in ••••${last4}: leave empty to keep it.`
              : t`32 hexadecimal digits, beside the Account SID.`}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-sender`}>{t`Sender`}</label>
          <input {...field('sender')} />
          <p className="hint" id={`${id}-sender-hint`}>
            <Trans>
              Your Twilio number in international format (+12015550123), or a Messaging Service SID
              (MG…).
            </Trans>
          </p>
        </div>
        <SaveFooter
          message={errorMessage(error)}
          messageId={`${id}-error`}
          saved={notice || false}
          submitLabel={t`Save Twilio account`}
          busy={result.fetching}
        >
          {account.smsSource === 'COMPANY' ? (
            <button type="button" className="danger" onClick={() => setRemoving(true)}>
              {t`Remove Twilio account`}
            </button>
          ) : null}
        </SaveFooter>
      </form>
      <RemoveSmsAccountDialog open={removing} onClose={closeDialog} />
    </>
  );
}
