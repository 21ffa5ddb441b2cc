import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { SaveFooter } from '../../../components/notices.tsx';
import type { ConsoleNoticeAccountFragment } from '../../../gql/graphql.ts';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { updateFreeWaitingTimeDocument } from '../api/notices-api.ts';
import '../notices.css';

/** The longest free waiting time the server takes: two hours. */
const MAX_MINUTES = 120;

/** Typed minutes: null when empty, undefined when not a whole number up to the longest. */
function minutesOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) && Number(trimmed) <= MAX_MINUTES ? Number(trimmed) : undefined;
}

/** The free waiting time the arrival notice names. */
export function FreeWaitingForm({ account }: { account: ConsoleNoticeAccountFragment }) {
  const id = useId();
  const [text, setText] = useState(account.freeWaitingMinutes?.toString() ?? '');
  const [result, save] = useMutation(updateFreeWaitingTimeDocument);
  const [saved, setSaved] = useState(false);
  const [typo, setTypo] = useState(false);
  const bad = typo || errorField(result.error) === 'minutes';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const minutes = minutesOf(text);
    setTypo(minutes === undefined);
    if (minutes === undefined) return;
    const answer = await save({ input: { minutes } });
    if (answer.data) setSaved(true);
  }

  const message = typo
    ? t`Enter whole minutes from 0 to ${MAX_MINUTES}, or leave it empty.`
    : errorMessage(result.error);
  return (
    <form className="card form notice-card" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t`Arrival`}</h2>
      <div className="field">
        <label htmlFor={`${id}-minutes`}>{t`Free waiting time (minutes)`}</label>
        <input
          id={`${id}-minutes`}
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={bad ? true : undefined}
          aria-describedby={bad ? `${id}-error ${id}-minutes-hint` : `${id}-minutes-hint`}
        />
        <p className="hint" id={`${id}-minutes-hint`}>
          <Trans>Named in the “Your chauffeur has arrived” notice; leave empty to name none.</Trans>
        </p>
      </div>
      <SaveFooter
        message={message}
        messageId={`${id}-error`}
        saved={saved && !result.error ? t`Free waiting time saved.` : false}
        submitLabel={t`Save free waiting time`}
        busy={result.fetching}
      />
    </form>
  );
}
