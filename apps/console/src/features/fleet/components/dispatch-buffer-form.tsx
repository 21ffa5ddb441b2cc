import { t } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { errorMessage } from '../../../lib/errors.ts';
import { setDispatchBufferDocument } from '../api/fleet-documents.ts';
import { bufferMinutes } from '../lib/fleet-form.ts';

/** Minutes a driver and vehicle stay busy after a ride's estimated drop-off (0 to 240). */
export function DispatchBufferForm({ minutes }: { minutes: number }) {
  const id = useId();
  const [text, setText] = useState(String(minutes));
  const [problem, setProblem] = useState<string | undefined>();
  const [saved, setSaved] = useState('');
  const [result, save] = useMutation(setDispatchBufferDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (result.fetching) return;
    const checked = bufferMinutes(text);
    setSaved('');
    if (!checked.ok) return setProblem(checked.error);
    setProblem(undefined);
    const answer = await save({ minutes: checked.minutes });
    if (answer.data) {
      setText(String(answer.data.setDispatchBufferMinutes));
      setSaved(
        t`Drivers and vehicles now stay busy ${answer.data.setDispatchBufferMinutes} minutes after a drop-off.`,
      );
    }
  }

  const message = problem ?? errorMessage(result.error);
  return (
    <form
      className="card form buffer-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`}>{t`Dispatch buffer`}</h2>
      <div className="field">
        <label htmlFor={`${id}-minutes`}>{t`Minutes between rides`}</label>
        <input
          id={`${id}-minutes`}
          type="number"
          inputMode="numeric"
          min={0}
          max={240}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        />
        <p className="hint" id={`${id}-hint`}>
          After a ride&apos;s estimated drop-off its driver and vehicle stay busy this long (0 to
          240). It applies to assignments made from now on.
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
          {t`Save buffer`}
        </button>
      </div>
    </form>
  );
}
