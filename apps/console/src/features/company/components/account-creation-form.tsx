import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { accountCreationMutation, type Settings } from '../api/company-documents.ts';
import { Outcome } from './company-field.tsx';

/** Whether riders may create an account or book only as guests. */
export function AccountCreationForm({ initial }: { initial: Settings }) {
  const id = useId();
  const [allowed, setAllowed] = useState(initial.isCreateAccountAllowed);
  const [saved, setSaved] = useState(false);
  const [result, save] = useMutation(accountCreationMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const answer = await save({ allowed });
    if (answer.data) setSaved(true);
  }

  return (
    <form className="card form" noValidate onSubmit={(event) => void submit(event)}>
      <h2>Rider accounts</h2>
      <div className="field">
        <label htmlFor={`${id}-allowed`}>
          <input
            id={`${id}-allowed`}
            type="checkbox"
            checked={allowed}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setSaved(false);
              setAllowed(event.target.checked);
            }}
          />{' '}
          Riders may create an account
        </label>
        <p className="hint" id={`${id}-hint`}>
          When off, riders book as guests and only existing accounts sign in.
        </p>
      </div>
      <Outcome error={result.error} saved={saved} />
      <div className="actions">
        <button type="submit" className="primary" disabled={result.fetching}>
          Save
        </button>
      </div>
    </form>
  );
}
