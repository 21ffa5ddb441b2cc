import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { languageName, TextLanguageSelect } from '../../../components/text-language-select.tsx';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { saveTextsMutation, type Settings } from '../api/company-documents.ts';
import { Field, Outcome } from './company-field.tsx';

type TextField = 'termsAndConditions' | 'rentalAgreement' | 'privacyPolicy';
type Texts = Record<TextField, string>;

const TEXT_FIELDS: readonly TextField[] = [
  'termsAndConditions',
  'rentalAgreement',
  'privacyPolicy',
];

function fieldLabel(field: TextField): string {
  switch (field) {
    case 'termsAndConditions':
      return t`Terms and conditions`;
    case 'rentalAgreement':
      return t`Rental agreement`;
    case 'privacyPolicy':
      return t`Privacy policy`;
  }
}

const textsOf = (settings: Settings) =>
  Object.fromEntries(
    settings.texts.map(({ language, termsAndConditions, rentalAgreement, privacyPolicy }) => [
      language,
      { termsAndConditions, rentalAgreement, privacyPolicy },
    ]),
  ) as Record<string, Texts>;

/**
 * The terms, rental agreement and privacy policy riders read, written per offered language; a
 * language left empty shows its riders the default language's (decision 100).
 */
export function TextsForm({ initial }: { initial: Settings }) {
  const id = useId();
  const defaultLanguage = initial.defaultLanguage;
  const [language, setLanguage] = useState(defaultLanguage);
  const [byLanguage, setByLanguage] = useState(() => textsOf(initial));
  const [saved, setSaved] = useState(false);
  const [result, save] = useMutation(saveTextsMutation);
  const empty: Texts = { termsAndConditions: '', rentalAgreement: '', privacyPolicy: '' };
  const values = byLanguage[language] ?? empty;
  const isDefault = language === defaultLanguage;
  const defaultName = languageName(defaultLanguage);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const answer = await save({ input: { language, ...values } });
    const stored = answer.data?.saveCompanyTexts;
    if (stored) {
      // What was stored is what riders see: the sanitised text.
      const storedTexts = textsOf(stored);
      setByLanguage((current) => ({ ...current, [language]: storedTexts[language] ?? empty }));
      setSaved(true);
    }
  }

  return (
    <form className="card form" noValidate onSubmit={(event) => void submit(event)}>
      <h2>{t`Texts`}</h2>
      <p className="hint" id={`${id}-sanitised`}>
        <Trans>
          Plain text (blank lines between paragraphs) or simple HTML: headings, paragraphs, lists,
          tables and links. Scripts, styles, frames, images and event handlers are removed when you
          save; the fields then show exactly what riders see.
        </Trans>
      </p>
      <div className="field">
        <label htmlFor={`${id}-language`}>{t`Language of the texts`}</label>
        <p className="hint" id={`${id}-language-hint`}>
          <Trans>
            {defaultName} is the default language. Riders whose language has no text of its own read
            the {defaultName} text.
          </Trans>
        </p>
        <TextLanguageSelect
          id={`${id}-language`}
          describedBy={`${id}-language-hint`}
          languages={initial.texts.map((text) => text.language)}
          defaultLanguage={defaultLanguage}
          value={language}
          invalid={errorField(result.error) === 'language'}
          onChange={(chosen) => {
            setSaved(false);
            setLanguage(chosen);
          }}
        />
        {errorField(result.error) === 'language' ? (
          <p className="field-error" role="alert">
            {errorMessage(result.error)}
          </p>
        ) : null}
      </div>
      {TEXT_FIELDS.map((field) => (
        <Field
          key={field}
          id={`${id}-${field}`}
          label={fieldLabel(field)}
          {...(isDefault ? {} : { hint: t`Empty: riders read the ${defaultName} text.` })}
          problem={errorField(result.error) === field ? errorMessage(result.error) : undefined}
        >
          {(p) => (
            <textarea
              {...p}
              lang={language}
              dir="auto"
              aria-describedby={[`${id}-sanitised`, p['aria-describedby']]
                .filter(Boolean)
                .join(' ')}
              value={values[field]}
              onChange={(event) => {
                setSaved(false);
                const text = event.target.value;
                setByLanguage((current) => ({
                  ...current,
                  [language]: { ...(current[language] ?? empty), [field]: text },
                }));
              }}
            />
          )}
        </Field>
      ))}
      <Outcome
        error={result.error && !errorField(result.error) ? result.error : undefined}
        saved={saved}
        savedText={t`Saved, sanitised. Riders see these texts at their next configuration refresh.`}
      />
      <div className="actions">
        <button type="submit" className="primary" disabled={result.fetching}>
          {t`Save texts`}
        </button>
      </div>
    </form>
  );
}
