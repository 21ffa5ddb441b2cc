import { t, msg } from '@lingui/core/macro';
import { SaveFooter } from '../../../components/notices.tsx';
import { useId, useState, type FormEvent } from 'react';
import { graphql } from '../../../gql';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { useSavedSetting } from '../../../lib/use-saved-setting.ts';
import { RuleFields, type RuleField } from './rule-fields.tsx';

const saveDocument = graphql(`
  mutation consoleSaveFlightRules($input: FlightRulesInput!) {
    saveFlightRules(input: $input) {
      curbsideMinutes
      insideMinutes
      dailyCalls
    }
  }
`);

type Field = 'curbsideMinutes' | 'insideMinutes' | 'dailyCalls';
type FlightRules = Record<Field, number>;

const FIELDS: RuleField<Field>[] = [
  {
    field: 'curbsideMinutes',
    label: msg`Curbside pickup (minutes after landing)`,
    hint: msg`A delayed or early flight moves the pickup to its landing plus these minutes.`,
  },
  {
    field: 'insideMinutes',
    label: msg`Meet and greet (minutes after landing)`,
    hint: msg`For riders met inside the terminal.`,
  },
  {
    field: 'dailyCalls',
    label: msg`Flight look-ups a day`,
    hint: msg`Rides on one flight share a look-up. 0 stops following flights.`,
  },
];

/** How airport pickups follow their flight (decision 88). */
export function FlightRulesForm({ current }: { current: FlightRules }) {
  const id = useId();
  const [values, setValues] = useState(() => ({
    curbsideMinutes: String(current.curbsideMinutes),
    insideMinutes: String(current.insideMinutes),
    dailyCalls: String(current.dailyCalls),
  }));
  const { result, saved, save, clearSaved } = useSavedSetting(saveDocument);
  const [typo, setTypo] = useState<Field | null>(null);
  const badField = typo ?? errorField(result.error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    clearSaved();
    const input = {} as FlightRules;
    for (const { field } of FIELDS) {
      const text = values[field].trim();
      if (!/^\d{1,6}$/.test(text)) {
        setTypo(field);
        return;
      }
      input[field] = Number(text);
    }
    setTypo(null);
    await save({ input });
  }

  const message = typo ? t`Enter a whole number.` : errorMessage(result.error);
  return (
    <form className="card form rules-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t`Airport pickups`}</h2>
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
        saved={saved ? t`Airport pickup rules saved.` : false}
        submitLabel={t`Save airport pickups`}
        busy={result.fetching}
      />
    </form>
  );
}
