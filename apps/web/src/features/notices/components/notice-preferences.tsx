import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NoticeChannel, NoticeTopic } from '@ride/domain';
import { useState } from 'react';
import { useClient, useQuery } from 'urql';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { PartCatalogs } from '../../../lib/i18n/part-catalogs.tsx';
import { useCompany } from '../../../stores/company.ts';
import { noticePreferencesDocument, updateNoticePreferencesDocument } from '../api/notices.ts';
import './notices.css';

type Choice = Record<NoticeTopic, Record<NoticeChannel, boolean>>;

const TOPICS: { topic: NoticeTopic; legend: MessageDescriptor }[] = [
  { topic: 'trip', legend: msg`Trip updates (booked, driver on the way, arrived)` },
  { topic: 'receipt', legend: msg`Receipts and refunds` },
];

const CHANNELS: { channel: NoticeChannel; label: MessageDescriptor }[] = [
  { channel: 'email', label: msg`E-mail` },
  { channel: 'sms', label: msg`Text message` },
  { channel: 'push', label: msg`Notifications on devices I allow` },
];

/** The profile's "Notifications": how the rider is told, per kind of message (decision 78). */
export function NoticePreferences() {
  return (
    <PartCatalogs part="notice-preferences">
      <NoticeChoices />
    </PartCatalogs>
  );
}

function NoticeChoices() {
  const { t } = useLingui();
  const client = useClient();
  const { coid } = useCompany();
  const [{ data, error }] = useQuery({
    query: noticePreferencesDocument,
    variables: { coid },
    requestPolicy: 'cache-and-network',
  });
  const [edited, setEdited] = useState<Choice | null>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const stored = data?.noticePreferences;
  const choice: Choice | null =
    edited ?? (stored ? { trip: stored.trip, receipt: stored.receipt } : null);
  if (!choice) {
    return error ? <FormBanner message={t`We could not load your notification choices.`} /> : null;
  }

  function toggle(topic: NoticeTopic, channel: NoticeChannel, on: boolean) {
    if (!choice) return;
    setStatus('idle');
    setEdited({ ...choice, [topic]: { ...choice[topic], [channel]: on } });
  }

  async function save() {
    if (!choice || status === 'saving') return;
    setStatus('saving');
    setFailure(null);
    const strip = (c: Record<NoticeChannel, boolean>) => ({
      email: c.email,
      sms: c.sms,
      push: c.push,
    });
    const result = await client
      .mutation(updateNoticePreferencesDocument, {
        input: { coid, trip: strip(choice.trip), receipt: strip(choice.receipt) },
      })
      .toPromise();
    if (result.data) {
      setEdited(null);
      setStatus('saved');
      return;
    }
    setStatus('idle');
    setFailure(t`We could not save your choices. Please try again.`);
  }

  return (
    <div className="profile-section">
      <h2 className="profile-section__title">
        <Trans>Notifications</Trans>
      </h2>
      {failure && <FormBanner message={failure} onDismiss={() => setFailure(null)} />}
      {TOPICS.map(({ topic, legend }) => (
        <fieldset key={topic} className="notice-choice">
          <legend>{t(legend)}</legend>
          {CHANNELS.map(({ channel, label }) => (
            <label key={channel} className="notice-choice__option">
              <input
                type="checkbox"
                checked={choice[topic][channel]}
                onChange={(event) => toggle(topic, channel, event.target.checked)}
              />
              {t(label)}
            </label>
          ))}
        </fieldset>
      ))}
      <p role="status" className="profile-section__status">
        {status === 'saved' ? t`Your choices are saved.` : ''}
      </p>
      <button
        type="button"
        className="button button--secondary button--block"
        aria-busy={status === 'saving'}
        disabled={edited === null}
        onClick={() => void save()}
      >
        <Trans>Save Notification Choices</Trans>
      </button>
    </div>
  );
}
