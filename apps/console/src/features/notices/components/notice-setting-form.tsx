import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { SaveFooter } from '../../../components/notices.tsx';
import { languageName, TextLanguageSelect } from '../../../components/text-language-select.tsx';
import type { ConsoleNoticeSettingFragment } from '../../../gql/graphql.ts';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { updateNoticeSettingDocument } from '../api/notices-api.ts';
import { channelName, noticeLabel } from '../lib/notice-words.ts';
import '../notices.css';

/** The longest opening sentence: an SMS must still carry the ride's facts and its link. */
const SHORT_TEXT_MAX = 160;

const CHANNELS = ['email', 'sms', 'push'] as const;

/**
 * One kind of notice: its channels and its opening sentence in each offered language (the default
 * language first), with the text as riders in that language get it (decision 100).
 */
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
  const defaultLanguage = setting.shortTexts[0]?.language ?? 'en';
  const [language, setLanguage] = useState(defaultLanguage);
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(setting.shortTexts.map((s) => [s.language, s.text ?? ''])),
  );
  const [result, save] = useMutation(updateNoticeSettingDocument);
  const [saved, setSaved] = useState(false);
  // After a save, the server's answer says what each language now falls back to.
  const current = result.data?.updateNoticeSetting ?? setting;
  const shown = current.shortTexts.find((s) => s.language === language);
  const text = texts[language] ?? '';
  const fallback = shown?.fallbackText ?? setting.defaultShortText;
  const opening = text.trim() || fallback;
  const defaultName = languageName(defaultLanguage);
  const label = noticeLabel(setting.kind, setting.label);
  const languageProblem =
    errorField(result.error) === 'language' ? errorMessage(result.error) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const answer = await save({
      input: { kind: setting.kind, ...channels, language, shortText: text.trim() || null },
    });
    if (answer.data) setSaved(true);
  }

  return (
    <form className="card form notice-card" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{label}</h2>
      <fieldset className="notice-channels">
        <legend>{t`Send by`}</legend>
        {CHANNELS.map((channel) => (
          <label key={channel}>
            <input
              type="checkbox"
              checked={channels[channel]}
              onChange={(event) => setChannels({ ...channels, [channel]: event.target.checked })}
            />
            {channelName(channel)}
          </label>
        ))}
      </fieldset>
      {setting.shortTexts.length > 1 ? (
        <div className="field">
          <label htmlFor={`${id}-language`}>{t`Language of the opening sentence`}</label>
          <TextLanguageSelect
            id={`${id}-language`}
            describedBy={`${id}-language-hint`}
            languages={setting.shortTexts.map((text) => text.language)}
            defaultLanguage={defaultLanguage}
            value={language}
            invalid={Boolean(languageProblem)}
            onChange={(chosen) => {
              setSaved(false);
              setLanguage(chosen);
            }}
          />
          <p className="hint" id={`${id}-language-hint`}>
            <Trans>
              {defaultName} is the default language. An empty sentence in another language sends the{' '}
              {defaultName} one, else the standard sentence.
            </Trans>
          </p>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-text`}>{t`Opening sentence (SMS, push and e-mail)`}</label>
        <input
          id={`${id}-text`}
          lang={language}
          dir="auto"
          value={text}
          maxLength={SHORT_TEXT_MAX}
          placeholder={fallback}
          onChange={(event) => {
            setSaved(false);
            const value = event.target.value;
            setTexts((all) => ({ ...all, [language]: value }));
          }}
          aria-describedby={`${id}-preview`}
        />
      </div>
      <p className="hint" id={`${id}-preview`}>
        <Trans>Preview (an example ride):</Trans>{' '}
        <span lang={language} dir="auto">
          {props.companyName}: {opening} {shown?.exampleDetails ?? setting.exampleDetails}
        </span>
      </p>
      <SaveFooter
        message={languageProblem ?? errorMessage(result.error)}
        messageId={`${id}-error`}
        saved={saved && !result.error ? t`Saved.` : false}
        submitLabel={t`Save “${label}”`}
        busy={result.fetching}
      />
    </form>
  );
}
