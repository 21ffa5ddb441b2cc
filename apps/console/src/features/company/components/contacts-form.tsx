import { t } from '@lingui/core/macro';
import { emailError, websiteUrlError } from '@ride/domain';
import { useId, useState, type FormEvent } from 'react';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { validationText } from '../../../lib/i18n/validation-text.ts';
import { useSavedSetting } from '../../../lib/use-saved-setting.ts';
import { saveContactsMutation, type Settings } from '../api/company-documents.ts';
import { Field, Outcome } from './company-field.tsx';

/** The support phone, e-mail and website riders are shown. */
export function ContactsForm({ initial }: { initial: Settings }) {
  const id = useId();
  const [values, setValues] = useState({
    supportPhone: initial.supportPhone,
    supportEmail: initial.supportEmail,
    websiteURL: initial.websiteURL,
  });
  const [touched, setTouched] = useState(false);
  const { result, saved, save, clearSaved } = useSavedSetting(saveContactsMutation);
  const local = {
    supportPhone: values.supportPhone.trim() ? undefined : t`Required`,
    supportEmail: validationText(emailError(values.supportEmail)),
    websiteURL: validationText(websiteUrlError(values.websiteURL.trim())),
  };
  const problem = (field: keyof typeof values) =>
    (touched ? local[field] : undefined) ??
    (errorField(result.error) === field ? errorMessage(result.error) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    clearSaved();
    if (Object.values(local).some(Boolean)) return;
    const answer = await save({ input: values });
    const stored = answer.data?.saveContacts.supportPhone;
    if (stored !== undefined) setValues((v) => ({ ...v, supportPhone: stored }));
  }
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    clearSaved();
    setValues((v) => ({ ...v, [field]: event.target.value }));
  };

  return (
    <form className="card form" noValidate onSubmit={(event) => void submit(event)}>
      <h2>{t`Contacts`}</h2>
      <Field
        id={`${id}-phone`}
        label={t`Support phone`}
        hint={t`A number of your country, or in international form (+44 …).`}
        problem={problem('supportPhone')}
      >
        {(p) => (
          <input {...p} type="tel" value={values.supportPhone} onChange={set('supportPhone')} />
        )}
      </Field>
      <Field id={`${id}-email`} label={t`Support e-mail`} problem={problem('supportEmail')}>
        {(p) => (
          <input {...p} type="email" value={values.supportEmail} onChange={set('supportEmail')} />
        )}
      </Field>
      <Field
        id={`${id}-website`}
        label={t`Website`}
        hint={t`https://… — optional.`}
        problem={problem('websiteURL')}
      >
        {(p) => <input {...p} type="url" value={values.websiteURL} onChange={set('websiteURL')} />}
      </Field>
      <Outcome
        error={result.error && !errorField(result.error) ? result.error : undefined}
        saved={saved}
      />
      <div className="actions">
        <button type="submit" className="primary" disabled={result.fetching}>
          {t`Save contacts`}
        </button>
      </div>
    </form>
  );
}
