import { t } from '@lingui/core/macro';
import { isLanguage, LANGUAGE_NAMES } from '@ride/domain';

/** A language's own name ("Español"), or its code when it is none of ours. */
export const languageName = (language: string) =>
  isLanguage(language) ? LANGUAGE_NAMES[language] : language;

interface Props {
  id: string;
  /** The hint that says which language is the default and what an empty one means. */
  describedBy: string;
  /** The languages an operator's text may be written in, the default among them. */
  languages: readonly string[];
  defaultLanguage: string;
  value: string;
  invalid: boolean;
  onChange: (language: string) => void;
}

/**
 * Which language of an operator's own text is being written (decision 100): each offered
 * language by its own name, the default one marked.
 */
export function TextLanguageSelect({
  id,
  describedBy,
  languages,
  defaultLanguage,
  value,
  invalid,
  onChange,
}: Props) {
  return (
    <select
      id={id}
      value={value}
      aria-describedby={describedBy}
      {...(invalid ? { 'aria-invalid': true } : {})}
      onChange={(event) => onChange(event.target.value)}
    >
      {languages.map((code) => {
        const name = languageName(code);
        return (
          <option key={code} value={code} lang={code}>
            {code === defaultLanguage ? t`${name} (default)` : name}
          </option>
        );
      })}
    </select>
  );
}
