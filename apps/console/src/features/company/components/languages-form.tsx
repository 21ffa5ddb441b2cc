import { t } from '@lingui/core/macro';
import { LANGUAGE_NAMES, LANGUAGES, languageSettingsError, type Language } from '@ride/domain';
import { useId, useState, type FormEvent } from 'react';
import { validationText } from '../../../lib/i18n/validation-text.ts';
import { useSavedSetting } from '../../../lib/use-saved-setting.ts';
import { saveLanguagesMutation, type Settings } from '../api/company-documents.ts';
import { Outcome } from './company-field.tsx';

/** The languages riders may choose from, and the one they see when none of theirs is offered. */
export function LanguagesForm({ initial }: { initial: Settings }) {
  const id = useId();
  const [offered, setOffered] = useState<string[]>(initial.offeredLanguages);
  const [fallback, setFallback] = useState(initial.defaultLanguage);
  const [attempted, setAttempted] = useState(false);
  const { result, saved, save, clearSaved } = useSavedSetting(saveLanguagesMutation);
  const problem = attempted ? languageSettingsError(fallback, offered) : null;

  function toggle(language: Language, on: boolean) {
    clearSaved();
    setOffered((current) => LANGUAGES.filter((l) => (l === language ? on : current.includes(l))));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    clearSaved();
    setAttempted(true);
    if (languageSettingsError(fallback, offered)) return;
    await save({ input: { defaultLanguage: fallback, offeredLanguages: offered } });
  }

  return (
    <form className="card form" noValidate onSubmit={(event) => void submit(event)}>
      <h2>{t`Languages`}</h2>
      <fieldset
        aria-describedby={`${id}-hint${problem?.field === 'offeredLanguages' ? ` ${id}-error` : ''}`}
      >
        <legend>{t`Languages riders may choose`}</legend>
        <p className="hint" id={`${id}-hint`}>
          {t`Riders see their own choice, else their phone's first language offered here, else the default.`}
        </p>
        {LANGUAGES.map((language) => (
          <div className="field" key={language}>
            <label htmlFor={`${id}-${language}`}>
              <input
                id={`${id}-${language}`}
                type="checkbox"
                checked={offered.includes(language)}
                onChange={(event) => toggle(language, event.target.checked)}
              />{' '}
              <span lang={language}>{LANGUAGE_NAMES[language]}</span>
            </label>
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-default`}>{t`Default language`}</label>
        <select
          id={`${id}-default`}
          value={fallback}
          {...(problem?.field === 'defaultLanguage'
            ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` }
            : {})}
          onChange={(event) => {
            clearSaved();
            setFallback(event.target.value);
          }}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </div>
      {problem ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {validationText(problem.message)}
        </p>
      ) : null}
      <Outcome error={result.error} saved={saved} />
      <div className="actions">
        <button type="submit" className="primary" disabled={result.fetching}>
          {t`Save`}
        </button>
      </div>
    </form>
  );
}
