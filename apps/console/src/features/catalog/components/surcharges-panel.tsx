import { t } from '@lingui/core/macro';
import { DataTable } from '../../../components/data-table.tsx';
import { ErrorAlert } from '../../../components/notices.tsx';
import { checkSurchargeInput, type SurchargeInput } from '@ride/domain';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { validationText } from '../../../lib/i18n/validation-text.ts';
import { formatAmountWithCode, formatDay, formatPercentText } from '../../../lib/format.ts';
import { removeSurchargeDocument, saveSurchargeDocument } from '../api/pricing-rules-documents.ts';
import { useRuleEditing } from '../hooks/use-rule-editing.ts';
import { FormField } from './form-field.tsx';
import { RowActions, RuleFormActions } from './rule-actions.tsx';

type Shown = SurchargeInput & { id: number };
type Field = keyof SurchargeInput;
type Terms = 'percent' | 'amount';

const BLANK: SurchargeInput = {
  name: '',
  kind: 'NIGHT',
  startTime: '22:00',
  endTime: '06:00',
  date: '',
  percent: '',
  amount: '',
};

function whenOf(s: SurchargeInput): string {
  const startTime = s.startTime ?? '';
  const endTime = s.endTime ?? '';
  const date = s.date ?? '';
  const day = formatDay(date);
  return s.kind === 'NIGHT' ? t`Nightly ${startTime}–${endTime}` : t`On ${day}`;
}

/** What a surcharge adds: "15%" or "5.00 USD", as the language writes them. */
const addsOf = (s: SurchargeInput, currencyCode: string): string =>
  s.percent ? formatPercentText(s.percent) : formatAmountWithCode(s.amount ?? '', currencyCode);

/** Night (a window on the company's clock, may cross midnight) and holiday surcharges. */
export function SurchargesPanel(props: {
  currencyCode: string;
  surcharges: readonly Shown[];
  onChanged: () => void;
}) {
  const id = useId();
  const form = useRuleEditing<SurchargeInput, Field>(id, () => BLANK);
  const { values, editing } = form;
  const [terms, setTerms] = useState<Terms>('percent');
  const [saved, save] = useMutation(saveSurchargeDocument);
  const [removed, remove] = useMutation(removeSurchargeDocument);
  const answer = form.submitted ? saved.error : undefined;
  const serverField = errorField(answer) as Field | undefined;
  const problem = (field: Field) =>
    validationText(
      form.problems[field] ?? (serverField === field ? errorMessage(answer) : undefined),
    );
  const set = (change: Partial<SurchargeInput>) => form.setValues({ ...values, ...change });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const night = values.kind === 'NIGHT';
    const input: SurchargeInput = {
      name: values.name,
      kind: values.kind,
      startTime: night ? (values.startTime ?? null) : null,
      endTime: night ? (values.endTime ?? null) : null,
      date: night ? null : (values.date ?? null),
      percent: terms === 'percent' ? (values.percent ?? null) : null,
      amount: terms === 'amount' ? (values.amount ?? null) : null,
    };
    const checked = checkSurchargeInput(input);
    if (!checked.ok) return form.refuse(checked.errors);
    form.send();
    const result = await save({ id: editing, input });
    if (result.error) return;
    const name = input.name.trim();
    form.finish(t`${name} saved. Riders see it now.`);
    setTerms('percent');
    props.onChanged();
  }

  function startEditing(surcharge: Shown) {
    const { id: rowId, ...input } = surcharge;
    setTerms(surcharge.percent ? 'percent' : 'amount');
    form.startEditing(rowId, { ...BLANK, ...input }, `${id}-name`);
  }

  function cancel() {
    setTerms('percent');
    form.finish();
  }

  async function removeSurcharge(surcharge: Shown) {
    const result = await remove({ id: surcharge.id });
    if (result.error) return;
    if (editing === surcharge.id) form.finish('', false);
    form.setNotice(t`${surcharge.name} removed.`);
    props.onChanged();
  }

  const edited = props.surcharges.find((s) => s.id === editing);
  // Whichever of the two the operator chose, "give one" is said beside the field they see.
  const termsProblem = problem(terms) ?? problem('percent');
  return (
    <div className="card">
      <h3>{t`Surcharges`}</h3>
      <DataTable
        rows={props.surcharges}
        rowKey={(s) => s.id}
        caption={t`Surcharges`}
        columns={[
          { header: t`Surcharge`, cell: (s) => s.name, rowHeader: true },
          { header: t`When`, cell: whenOf },
          { header: t`Adds`, cell: (s) => addsOf(s, props.currencyCode) },
          {
            header: t`Actions`,
            cell: (s) => (
              <RowActions
                editId={form.editButtonId(s.id)}
                label={s.name}
                isEditing={editing === s.id}
                onEdit={() => startEditing(s)}
                onRemove={() => void removeSurcharge(s)}
              />
            ),
          },
        ]}
      />
      <ErrorAlert error={removed.error} />
      <form className="form" noValidate onSubmit={(e) => void submit(e)}>
        <h4>{edited ? t`Edit surcharge ${edited.name}` : t`New surcharge`}</h4>
        <div className="field-grid">
          <FormField
            id={`${id}-name`}
            label={t`Name riders see`}
            value={values.name}
            error={problem('name')}
            onChange={(e) => set({ name: e.target.value })}
          />
          <div className="field">
            <label htmlFor={`${id}-kind`}>{t`Applies`}</label>
            <select
              id={`${id}-kind`}
              value={values.kind}
              onChange={(e) => set({ kind: e.target.value as SurchargeInput['kind'] })}
            >
              <option value="NIGHT">{t`Every night, between two times`}</option>
              <option value="HOLIDAY">{t`On a holiday date`}</option>
            </select>
          </div>
          {values.kind === 'NIGHT' ? (
            <>
              <FormField
                id={`${id}-start`}
                label={t`From (company time)`}
                type="time"
                value={values.startTime ?? ''}
                error={problem('startTime')}
                onChange={(e) => set({ startTime: e.target.value })}
              />
              <FormField
                id={`${id}-end`}
                label={t`Until (may be the next morning)`}
                type="time"
                value={values.endTime ?? ''}
                error={problem('endTime')}
                onChange={(e) => set({ endTime: e.target.value })}
              />
            </>
          ) : (
            <FormField
              id={`${id}-date`}
              label={t`Date (company time)`}
              type="date"
              value={values.date ?? ''}
              error={problem('date')}
              onChange={(e) => set({ date: e.target.value })}
            />
          )}
          <div className="field">
            <label htmlFor={`${id}-terms`}>{t`Adds`}</label>
            <select
              id={`${id}-terms`}
              value={terms}
              onChange={(e) => setTerms(e.target.value as Terms)}
            >
              <option value="percent">{t`A percentage of the fare and fees`}</option>
              <option value="amount">{t`A fixed amount (${props.currencyCode})`}</option>
            </select>
          </div>
          <FormField
            id={`${id}-value`}
            label={terms === 'percent' ? t`Percent` : t`Amount (${props.currencyCode})`}
            inputMode="decimal"
            value={(terms === 'percent' ? values.percent : values.amount) ?? ''}
            error={termsProblem}
            onChange={(e) => set({ [terms]: e.target.value })}
          />
        </div>
        <ErrorAlert error={serverField ? undefined : answer} />
        <p role="status" className="form-ok">
          {form.notice}
        </p>
        <RuleFormActions
          addLabel={t`Add surcharge`}
          saveLabel={t`Save surcharge`}
          isEditing={editing !== null}
          busy={saved.fetching}
          onCancel={cancel}
        />
      </form>
    </div>
  );
}
