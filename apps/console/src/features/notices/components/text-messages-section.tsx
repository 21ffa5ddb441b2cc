import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { ConsoleNoticeAccountFragment } from '../../../gql/graphql.ts';
import { SmsAccountForm } from './sms-account-form.tsx';
import '../notices.css';

/** Where the company's texts go out from now, in the operator's words. */
function sourceLine(smsSource: string): string {
  if (smsSource === 'COMPANY') return t`Texts go out from your own Twilio account.`;
  if (smsSource === 'DEPLOYMENT') return t`Texts go out from this service’s Twilio account.`;
  return t`Texts stay in the outbox: no Twilio account is set.`;
}

/** Text messages: where they go out from, the company's own Twilio account, and its replies. */
export function TextMessagesSection({ account }: { account: ConsoleNoticeAccountFragment }) {
  const id = useId();
  return (
    <section className="card form notice-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Text messages`}</h2>
      <p>{sourceLine(account.smsSource)}</p>
      <SmsAccountForm account={account} />
      <h3>{t`Replies (STOP, START)`}</h3>
      <div className="field">
        <label htmlFor={`${id}-replies`}>
          <Trans>
            Set this address as your Twilio number’s incoming-message webhook (HTTP POST), so riders
            who reply STOP are not texted again
          </Trans>
        </label>
        <input
          id={`${id}-replies`}
          value={account.smsRepliesUrl}
          readOnly
          // One tap takes the whole address, to paste into Twilio's console.
          onFocus={(event) => event.target.select()}
        />
      </div>
    </section>
  );
}
