import { Trans } from '@lingui/react/macro';
import { isLanguage, LANGUAGE_NAMES, type Language } from '@ride/domain';
import { useId } from 'react';
import { asDocument } from '../../../lib/graphql/document.ts';
import { chooseOwnLanguage, useLanguage } from '../../../lib/i18n/language.ts';
import { SaveLanguageMutation } from '../api/language.ts';

const saveLanguageDocument = asDocument(SaveLanguageMutation);

/**
 * Keeps a signed-in rider's choice on the account, through the app's client: the side menu is
 * drawn outside the screens' GraphQL provider, where urql's hooks have no client.
 */
function saveOnAccount(language: Language) {
  void import('../../../lib/graphql/app-client.ts')
    .then(({ appClient }) =>
      appClient.mutation(saveLanguageDocument, { input: { language } }).toPromise(),
    )
    .then((result) => {
      if (result.error) console.error('Could not keep the language on the account', result.error);
    });
}

/**
 * The rider's own language (issue 34 §3), among those the company offers: kept on this phone,
 * and on the account of a signed-in rider (in the side menu; the driver page keeps it on the
 * phone only). Shown only when there is a choice to make.
 */
export function LanguagePicker({ signedIn }: { signedIn: boolean }) {
  const id = useId();
  const { language, offered } = useLanguage();
  if (offered.length < 2) return null;
  return (
    <div className="language-choice">
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
          if (signedIn) saveOnAccount(chosen);
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
