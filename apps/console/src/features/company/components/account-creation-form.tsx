import { t } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import { useSavedSetting } from '../../../lib/use-saved-setting.ts';
import { accountCreationMutation, type Settings } from '../api/company-documents.ts';
import { Outcome } from './company-field.tsx';

/** Whether riders may create an account or book only as guests. */
export function AccountCreationForm({ initial }: { initial: Settings }) {
  const id = useId();
  const [allowed, setAllowed] = useState(initial.isCreateAccountAllowed);
  const { result, saved, save, clearSaved } = useSavedSetting(accountCreationMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await save({ allowed });
  }

  return (
    <form className="card form" noValidate onSubmit={(event) => void submit(event)}>
      <h2>{t`Rider accounts`}</h2>
      <div className="field">
        <label htmlFor={`${id}-allowed`}>
          <input
            id={`${id}-allowed`}
            type="checkbox"
            checked={allowed}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              clearSaved();
              setAllowed(event.target.checked);
            }}
          />{' '}
          {t`Riders may create an account`}
        </label>
        <p className="hint" id={`${id}-hint`}>
          {t`When off, riders book as guests and only existing accounts sign in.`}
        </p>
      </div>
      <Outcome error={result.error} saved={saved} />
      <div className="actions">
        <button type="submit" className="primary" disabled={result.fetching}>
          {t`Save`}
        </button>
      </div>
    </form>
  );
}
