import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { saveTextsMutation, type Settings } from '../api/company-documents.ts';
import { Field, Outcome } from './company-field.tsx';

const TEXT_FIELDS = [
  ['termsAndConditions', 'Terms and conditions'],
  ['rentalAgreement', 'Rental agreement'],
  ['privacyPolicy', 'Privacy policy'],
] as const;

/** The terms, rental agreement and privacy policy riders read. */
export function TextsForm({ initial }: { initial: Settings }) {
  const id = useId();
  const [values, setValues] = useState({
    termsAndConditions: initial.termsAndConditions,
    rentalAgreement: initial.rentalAgreement,
    privacyPolicy: initial.privacyPolicy,
  });
  const [saved, setSaved] = useState(false);
  const [result, save] = useMutation(saveTextsMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const answer = await save({ input: values });
    const stored = answer.data?.saveCompanyTexts;
    if (stored) {
      // What was stored is what riders see: the sanitised text.
      setValues({
        termsAndConditions: stored.termsAndConditions,
        rentalAgreement: stored.rentalAgreement,
        privacyPolicy: stored.privacyPolicy,
      });
      setSaved(true);
    }
  }

  return (
    <form className="card form" noValidate onSubmit={(event) => void submit(event)}>
      <h2>Texts</h2>
      <p className="hint" id={`${id}-sanitised`}>
        Plain text (blank lines between paragraphs) or simple HTML: headings, paragraphs, lists,
        tables and links. Scripts, styles, frames, images and event handlers are removed when you
        save; the fields then show exactly what riders see.
      </p>
      {TEXT_FIELDS.map(([field, label]) => (
        <Field
          key={field}
          id={`${id}-${field}`}
          label={label}
          problem={errorField(result.error) === field ? errorMessage(result.error) : undefined}
        >
          {(p) => (
            <textarea
              {...p}
              aria-describedby={[`${id}-sanitised`, p['aria-describedby']]
                .filter(Boolean)
                .join(' ')}
              value={values[field]}
              onChange={(event) => {
                setSaved(false);
                setValues((v) => ({ ...v, [field]: event.target.value }));
              }}
            />
          )}
        </Field>
      ))}
      <Outcome
        error={result.error && !errorField(result.error) ? result.error : undefined}
        saved={saved}
        savedText="Saved, sanitised. Riders see these texts at their next configuration refresh."
      />
      <div className="actions">
        <button type="submit" className="primary" disabled={result.fetching}>
          Save texts
        </button>
      </div>
    </form>
  );
}
