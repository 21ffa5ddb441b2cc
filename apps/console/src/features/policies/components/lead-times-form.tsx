import { t, msg } from '@lingui/core/macro';
import { SaveFooter } from '../../../components/notices.tsx';
import { useId, useState, type FormEvent } from 'react';
import { graphql } from '../../../gql';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { useSavedSetting } from '../../../lib/use-saved-setting.ts';
import { RuleFields, type RuleField } from './rule-fields.tsx';
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

const FIELDS: RuleField<Field>[] = [
  {
    field: 'creationMinutes',
    label: msg`Book at least (minutes before pickup)`,
    hint: msg`Empty: riders cannot book online.`,
  },
  {
    field: 'modificationMinutes',
    label: msg`Change up to (minutes before pickup)`,
    hint: msg`Empty: riders cannot change rides online.`,
  },
  {
    field: 'cancellationMinutes',
    label: msg`Cancel up to (minutes before pickup)`,
    hint: msg`Empty: riders cannot cancel online; 0: at any time.`,
  },
];

export function LeadTimesForm({ current }: { current: LeadTimes }) {
  const id = useId();
  const [values, setValues] = useState(() => ({
    creationMinutes: minutesText(current.creationMinutes),
    modificationMinutes: minutesText(current.modificationMinutes),
    cancellationMinutes: minutesText(current.cancellationMinutes),
  }));
  const { result, saved, save, clearSaved } = useSavedSetting(saveDocument);
  const [typo, setTypo] = useState<Field | null>(null);
  const badField = typo ?? errorField(result.error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    clearSaved();
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
    await save({ input });
  }

  const message = typo ? t`Enter whole minutes, or leave it empty.` : errorMessage(result.error);
  return (
    <form className="card form rules-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t`Lead times`}</h2>
      <RuleFields
        id={id}
        fields={FIELDS}
        values={values}
        onChange={(field, value) => setValues({ ...values, [field]: value })}
        badField={badField}
      />
      <SaveFooter
        message={message}
        messageId={`${id}-error`}
        saved={saved ? t`Lead times saved.` : false}
        submitLabel={t`Save lead times`}
        busy={result.fetching}
      />
    </form>
  );
}
