import { Trans } from '@lingui/react/macro';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@ride/domain';
import { useId } from 'react';
import { useMutation } from 'urql';
import { chooseConsoleLanguage, useConsoleLanguage } from '../../../lib/i18n/language.ts';
import { setConsoleLanguageDocument } from '../api/viewer-query.ts';

/**
 * The staff member's console language (decision 96): any of the console's languages, shown at
 * once and kept on their account.
 */
export function LanguagePicker() {
  const id = useId();
  const language = useConsoleLanguage();
  const [, save] = useMutation(setConsoleLanguageDocument);
  return (
    <div className="language-picker">
      <label htmlFor={id}>
        <Trans>Language</Trans>
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          void save({ language: chosen }).then(() => chooseConsoleLanguage(chosen));
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
