import { LANGUAGE_NAMES, LANGUAGES, languageSettingsError, type Language } from '@ride/domain';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { saveLanguagesMutation, type Settings } from '../api/company-documents.ts';
import { Outcome } from './company-field.tsx';

/** The languages riders may choose from, and the one they see when none of theirs is offered. */
export function LanguagesForm({ initial }: { initial: Settings }) {
  const id = useId();
  const [offered, setOffered] = useState<string[]>(initial.offeredLanguages);
  const [fallback, setFallback] = useState(initial.defaultLanguage);
  const [saved, setSaved] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [result, save] = useMutation(saveLanguagesMutation);
  const problem = attempted ? languageSettingsError(fallback, offered) : null;

  function toggle(language: Language, on: boolean) {
    setSaved(false);
    setOffered((current) => LANGUAGES.filter((l) => (l === language ? on : current.includes(l))));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setAttempted(true);
    if (languageSettingsError(fallback, offered)) return;
    const answer = await save({ input: { defaultLanguage: fallback, offeredLanguages: offered } });
    if (answer.data) setSaved(true);
  }

  return (
    <form className="card form" noValidate onSubmit={(event) => void submit(event)}>
      <h2>Languages</h2>
      <fieldset
        aria-describedby={`${id}-hint${problem?.field === 'offeredLanguages' ? ` ${id}-error` : ''}`}
      >
        <legend>Languages riders may choose</legend>
        <p className="hint" id={`${id}-hint`}>
          Riders see their own choice, else their phone&apos;s first language offered here, else the
          default.
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
        <label htmlFor={`${id}-default`}>Default language</label>
        <select
          id={`${id}-default`}
          value={fallback}
          {...(problem?.field === 'defaultLanguage'
            ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` }
            : {})}
          onChange={(event) => {
            setSaved(false);
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
          {problem.message}
        </p>
      ) : null}
      <Outcome error={result.error} saved={saved} />
      <div className="actions">
        <button type="submit" className="primary" disabled={result.fetching}>
          Save
        </button>
      </div>
    </form>
  );
}
