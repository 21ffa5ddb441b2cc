import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { SaveFooter } from '../../../components/notices.tsx';
import type { ConsoleNoticeSettingFragment } from '../../../gql/graphql.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { updateNoticeSettingDocument } from '../api/notices-api.ts';
import '../notices.css';

/** The longest opening sentence: an SMS must still carry the ride's facts and its link. */
const SHORT_TEXT_MAX = 160;

const CHANNELS = [
  { channel: 'email', label: 'E-mail' },
  { channel: 'sms', label: 'SMS' },
  { channel: 'push', label: 'Push' },
] as const;

/** One kind of notice: its channels and opening sentence, with the text as riders get it. */
export function NoticeSettingForm(props: {
  setting: ConsoleNoticeSettingFragment;
  companyName: string;
}) {
  const id = useId();
  const { setting } = props;
  const [channels, setChannels] = useState({
    email: setting.email,
    sms: setting.sms,
    push: setting.push,
  });
  const [text, setText] = useState(setting.shortText ?? '');
  const [result, save] = useMutation(updateNoticeSettingDocument);
  const [saved, setSaved] = useState(false);
  const opening = text.trim() || setting.defaultShortText;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const answer = await save({
      input: { kind: setting.kind, ...channels, shortText: text.trim() || null },
    });
    if (answer.data) setSaved(true);
  }

  return (
    <form className="card form notice-card" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{setting.label}</h2>
      <fieldset className="notice-channels">
        <legend>Send by</legend>
        {CHANNELS.map(({ channel, label }) => (
          <label key={channel}>
            <input
              type="checkbox"
              checked={channels[channel]}
              onChange={(event) => setChannels({ ...channels, [channel]: event.target.checked })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-text`}>Opening sentence (SMS, push and e-mail)</label>
        <input
          id={`${id}-text`}
          value={text}
          maxLength={SHORT_TEXT_MAX}
          placeholder={setting.defaultShortText}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-preview`}
        />
      </div>
      <p className="hint" id={`${id}-preview`}>
        Preview (an example ride): {props.companyName}: {opening} {setting.exampleDetails}
      </p>
      <SaveFooter
        message={errorMessage(result.error)}
        messageId={`${id}-error`}
        saved={saved && !result.error ? 'Saved.' : false}
        submitLabel={`Save “${setting.label}”`}
        busy={result.fetching}
      />
    </form>
  );
}
