import { Trans } from '@lingui/react/macro';
import { isLanguage, LANGUAGE_NAMES } from '@ride/domain';
import { useId } from 'react';
import { useMutation } from 'urql';
import { asDocument } from '../../../lib/graphql/document.ts';
import { chooseOwnLanguage, useLanguage } from '../../../lib/i18n/language.ts';
import { SaveLanguageMutation } from '../api/language.ts';

const saveLanguageDocument = asDocument(SaveLanguageMutation);

/**
 * The rider's own language (issue 34 §3), among those the company offers: kept on this phone,
 * and on the account of a signed-in rider. Shown only when there is a choice to make.
 */
export function LanguagePicker({ signedIn }: { signedIn: boolean }) {
  const id = useId();
  const { language, offered } = useLanguage();
  const [, save] = useMutation(saveLanguageDocument);
  if (offered.length < 2) return null;
  return (
    <div className="side-menu__language">
      <label htmlFor={id}>
        <Trans>Language</Trans>
      </label>
      <select
        id={id}
        className="text-input"
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          void chooseOwnLanguage(chosen);
          if (signedIn) void save({ input: { language: chosen } });
        }}
      >
        {offered.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
