import { SaveFooter } from '../../../components/notices.tsx';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../../gql';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { minutesOrNone, minutesText } from '../lib/form-values.ts';

const saveDocument = graphql(`
  mutation consoleSaveLeadTimes($input: LeadTimesInput!) {
    saveLeadTimes(input: $input) {
      creationMinutes
      modificationMinutes
      cancellationMinutes
    }
  }
`);

type Field = 'creationMinutes' | 'modificationMinutes' | 'cancellationMinutes';
type LeadTimes = Partial<Record<Field, number | null>>;

const FIELDS: { field: Field; label: string; hint: string }[] = [
  {
    field: 'creationMinutes',
    label: 'Book at least (minutes before pickup)',
    hint: 'Empty: riders cannot book online.',
  },
  {
    field: 'modificationMinutes',
    label: 'Change up to (minutes before pickup)',
    hint: 'Empty: riders cannot change rides online.',
  },
  {
    field: 'cancellationMinutes',
    label: 'Cancel up to (minutes before pickup)',
    hint: 'Empty: riders cannot cancel online; 0: at any time.',
  },
];

export function LeadTimesForm({ current }: { current: LeadTimes }) {
  const id = useId();
  const [values, setValues] = useState(() => ({
    creationMinutes: minutesText(current.creationMinutes),
    modificationMinutes: minutesText(current.modificationMinutes),
    cancellationMinutes: minutesText(current.cancellationMinutes),
  }));
  const [result, save] = useMutation(saveDocument);
  const [saved, setSaved] = useState(false);
  const [typo, setTypo] = useState<Field | null>(null);
  const badField = typo ?? errorField(result.error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const input: Record<Field, number | null> = {
      creationMinutes: null,
      modificationMinutes: null,
      cancellationMinutes: null,
    };
    for (const { field } of FIELDS) {
      const minutes = minutesOrNone(values[field]);
      if (minutes === undefined) {
        setTypo(field);
        return;
      }
      input[field] = minutes;
    }
    setTypo(null);
    const answer = await save({ input });
    if (answer.data) setSaved(true);
  }

  const message = typo ? 'Enter whole minutes, or leave it empty.' : errorMessage(result.error);
  return (
    <form className="card form rules-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>Lead times</h2>
      <div className="field-row">
        {FIELDS.map(({ field, label, hint }) => (
          <div className="field" key={field}>
            <label htmlFor={`${id}-${field}`}>{label}</label>
            <input
              id={`${id}-${field}`}
              inputMode="numeric"
              value={values[field]}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              aria-invalid={badField === field ? true : undefined}
              aria-describedby={
                badField === field ? `${id}-error ${id}-${field}-hint` : `${id}-${field}-hint`
              }
            />
            <p className="hint" id={`${id}-${field}-hint`}>
              {hint}
            </p>
          </div>
        ))}
      </div>
      <SaveFooter
        message={message}
        messageId={`${id}-error`}
        saved={saved && !result.error ? 'Lead times saved.' : false}
        submitLabel="Save lead times"
        busy={result.fetching}
      />
    </form>
  );
}
