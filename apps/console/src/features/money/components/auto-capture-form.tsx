import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AUTO_CAPTURE_MAX_MINUTES } from '@ride/domain';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { errorMessage } from '../../../lib/errors.ts';
import { setAutoCaptureMinutesDocument } from '../api/money-documents.ts';
import { autoCaptureChoice, autoCaptureSaved } from '../lib/auto-capture-form.ts';

/** Whether completed rides are captured by themselves, and how long after (the tip window). */
export function AutoCaptureForm({ minutes }: { minutes: number | null }) {
  const id = useId();
  const [on, setOn] = useState(minutes !== null);
  const [text, setText] = useState(String(minutes ?? 60));
  const [problem, setProblem] = useState<string | undefined>();
  const [saved, setSaved] = useState('');
  const [result, save] = useMutation(setAutoCaptureMinutesDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (result.fetching) return;
    const checked = autoCaptureChoice(on, text);
    setSaved('');
    if (!checked.ok) return setProblem(checked.error);
    setProblem(undefined);
    const answer = await save({ minutes: checked.minutes });
    if (answer.data) setSaved(autoCaptureSaved(answer.data.setAutoCaptureMinutes ?? null));
  }

  const message = problem ?? errorMessage(result.error);
  return (
    <form
      className="card form auto-capture-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`}>{t`Automatic capture`}</h2>
      <div className="check-field">
        <input
          id={`${id}-on`}
          type="checkbox"
          checked={on}
          onChange={(e) => setOn(e.target.checked)}
        />
        <label htmlFor={`${id}-on`}>{t`Capture completed rides automatically`}</label>
      </div>
      <div className="field">
        <label htmlFor={`${id}-minutes`}>{t`Minutes after completion`}</label>
        <input
          id={`${id}-minutes`}
          type="number"
          inputMode="numeric"
          min={0}
          max={AUTO_CAPTURE_MAX_MINUTES}
          value={text}
          disabled={!on}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        />
        <p className="hint" id={`${id}-hint`}>
          <Trans>
            0 to {AUTO_CAPTURE_MAX_MINUTES}: the time riders have to add a tip, which the capture
            then includes. It applies to rides completed from now on; a tip added later waits for
            your next capture.
          </Trans>
        </p>
        {message ? (
          <p className="field-error" id={`${id}-error`} role="alert">
            {message}
          </p>
        ) : null}
      </div>
      <p role="status" className="form-ok">
        {saved}
      </p>
      <div className="actions">
        <button type="submit" className="primary" disabled={result.fetching}>
          {t`Save automatic capture`}
        </button>
      </div>
    </form>
  );
}
