import { emailError, websiteUrlError } from '@ride/domain';
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { CompanySettingsValuesFragment } from '../../gql/graphql.ts';
import { errorField, errorMessage } from '../../lib/errors.ts';

const settingsQuery = graphql(`
  query consoleCompanySettings {
    consoleCompanySettings {
      ...CompanySettingsValues
    }
  }
  fragment CompanySettingsValues on ConsoleCompanySettings {
    supportPhone
    supportEmail
    websiteURL
    termsAndConditions
    rentalAgreement
    privacyPolicy
    isCreateAccountAllowed
  }
`);

const saveContactsMutation = graphql(`
  mutation saveContacts($input: ConsoleContactsInput!) {
    saveContacts(input: $input) {
      ...CompanySettingsValues
    }
  }
`);

const saveTextsMutation = graphql(`
  mutation saveCompanyTexts($input: ConsoleCompanyTextsInput!) {
    saveCompanyTexts(input: $input) {
      ...CompanySettingsValues
    }
  }
`);

const accountCreationMutation = graphql(`
  mutation setAccountCreation($allowed: Boolean!) {
    setAccountCreation(allowed: $allowed) {
      ...CompanySettingsValues
    }
  }
`);

type Settings = CompanySettingsValuesFragment;

/** Company & texts: contacts, terms, rental agreement, privacy, account creation. */
export function CompanyScreen() {
  const [{ data, error, fetching }] = useQuery({ query: settingsQuery });
  if (fetching && !data) return <p role="status">Loading…</p>;
  if (!data) return <p role="alert">{errorMessage(error)}</p>;
  return (
    <>
      <h1>Company &amp; texts</h1>
      <div className="form">
        <ContactsForm initial={data.consoleCompanySettings} />
        <TextsForm initial={data.consoleCompanySettings} />
        <AccountCreationForm initial={data.consoleCompanySettings} />
      </div>
    </>
  );
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  problem?: string | undefined;
  children: (props: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => React.ReactNode;
}

function Field({ id, label, hint, problem, children }: FieldProps) {
  const describedBy = [hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(problem ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {problem ? (
        <p className="field-error" id={`${id}-error`}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function ContactsForm({ initial }: { initial: Settings }) {
  const id = useId();
  const [values, setValues] = useState({
    supportPhone: initial.supportPhone,
    supportEmail: initial.supportEmail,
    websiteURL: initial.websiteURL,
  });
  const [touched, setTouched] = useState(false);
  const [saved, setSaved] = useState(false);
  const [result, save] = useMutation(saveContactsMutation);
  const local = {
    supportPhone: values.supportPhone.trim() ? undefined : 'Required',
    supportEmail: emailError(values.supportEmail),
    websiteURL: websiteUrlError(values.websiteURL.trim()),
  };
  const problem = (field: keyof typeof values) =>
    (touched ? local[field] : undefined) ??
    (errorField(result.error) === field ? errorMessage(result.error) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setSaved(false);
    if (Object.values(local).some(Boolean)) return;
    const answer = await save({ input: values });
    if (answer.data) {
      setValues((v) => ({ ...v, supportPhone: answer.data!.saveContacts.supportPhone }));
      setSaved(true);
    }
  }
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setSaved(false);
    setValues((v) => ({ ...v, [field]: event.target.value }));
  };

  return (
    <form className="card form" noValidate onSubmit={(event) => void submit(event)}>
      <h2>Contacts</h2>
      <Field
        id={`${id}-phone`}
        label="Support phone"
        hint="A number of your country, or in international form (+44 …)."
        problem={problem('supportPhone')}
      >
        {(p) => (
          <input {...p} type="tel" value={values.supportPhone} onChange={set('supportPhone')} />
        )}
      </Field>
      <Field id={`${id}-email`} label="Support e-mail" problem={problem('supportEmail')}>
        {(p) => (
          <input {...p} type="email" value={values.supportEmail} onChange={set('supportEmail')} />
        )}
      </Field>
      <Field
        id={`${id}-website`}
        label="Website"
        hint="https://… — optional."
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
          Save contacts
        </button>
      </div>
    </form>
  );
}

const TEXT_FIELDS = [
  ['termsAndConditions', 'Terms and conditions'],
  ['rentalAgreement', 'Rental agreement'],
  ['privacyPolicy', 'Privacy policy'],
] as const;

function TextsForm({ initial }: { initial: Settings }) {
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

function AccountCreationForm({ initial }: { initial: Settings }) {
  const id = useId();
  const [allowed, setAllowed] = useState(initial.isCreateAccountAllowed);
  const [saved, setSaved] = useState(false);
  const [result, save] = useMutation(accountCreationMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const answer = await save({ allowed });
    if (answer.data) setSaved(true);
  }

  return (
    <form className="card form" noValidate onSubmit={(event) => void submit(event)}>
      <h2>Rider accounts</h2>
      <div className="field">
        <label htmlFor={`${id}-allowed`}>
          <input
            id={`${id}-allowed`}
            type="checkbox"
            checked={allowed}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setSaved(false);
              setAllowed(event.target.checked);
            }}
          />{' '}
          Riders may create an account
        </label>
        <p className="hint" id={`${id}-hint`}>
          When off, riders book as guests and only existing accounts sign in.
        </p>
      </div>
      <Outcome error={result.error} saved={saved} />
      <div className="actions">
        <button type="submit" className="primary" disabled={result.fetching}>
          Save
        </button>
      </div>
    </form>
  );
}

function Outcome({
  error,
  saved,
  savedText = 'Saved. Riders see it at their next configuration refresh.',
}: {
  error: Parameters<typeof errorMessage>[0];
  saved: boolean;
  savedText?: string;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="form-error">
          {errorMessage(error)}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="form-ok">
          {savedText}
        </p>
      ) : null}
    </>
  );
}
