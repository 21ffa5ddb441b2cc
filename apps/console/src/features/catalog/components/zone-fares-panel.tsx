import { t } from '@lingui/core/macro';
import { DataTable } from '../../../components/data-table.tsx';
import { ErrorAlert } from '../../../components/notices.tsx';
import { checkZoneFareInput, textDirection, type ZoneFareInput } from '@ride/domain';
import { useId, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { validationText } from '../../../lib/i18n/validation-text.ts';
import { formatAmountWithCode } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n/language.ts';
import { removeZoneFareDocument, saveZoneFareDocument } from '../api/pricing-rules-documents.ts';
import { useRuleEditing } from '../hooks/use-rule-editing.ts';
import { CheckField, FormField } from './form-field.tsx';
import { RowActions, RuleFormActions } from './rule-actions.tsx';

type Fare = ZoneFareInput & { id: number };
type Named = { id: number; name: string };
type Field = keyof ZoneFareInput;

const BLANK: ZoneFareInput = {
  vehicleTypeId: 0,
  fromZoneId: 0,
  toZoneId: 0,
  amount: '',
  isOneWay: false,
};

/** Flat fares per vehicle type between two zones, both ways unless one-way. */
export function ZoneFaresPanel(props: {
  currencyCode: string;
  zones: readonly Named[];
  vehicles: readonly Named[];
  fares: readonly Fare[];
  onChanged: () => void;
}) {
  const id = useId();
  const form = useRuleEditing<ZoneFareInput, Field>(id, () => BLANK);
  const { editing } = form;
  const [saved, save] = useMutation(saveZoneFareDocument);
  const [removed, remove] = useMutation(removeZoneFareDocument);
  const answer = form.submitted ? saved.error : undefined;
  const serverField = errorField(answer) as Field | undefined;
  const problem = (field: Field) =>
    validationText(
      form.problems[field] ?? (serverField === field ? errorMessage(answer) : undefined),
    );
  const nameOf = (list: readonly Named[], key: number) =>
    list.find((item) => item.id === key)?.name ?? '—';
  const first = (list: readonly Named[]) => list[0]?.id ?? 0;
  // A select shows the first option until one is chosen; the form sends what is shown.
  const values = {
    ...form.values,
    vehicleTypeId: form.values.vehicleTypeId || first(props.vehicles),
    fromZoneId: form.values.fromZoneId || first(props.zones),
    toZoneId: form.values.toZoneId || first(props.zones),
  };
  // Right to left, the one-way arrow points left, and each zone's name is isolated (FSI … PDI)
  // so a Latin name keeps the page's order: the first zone on the right, the arrow to the second.
  const rtl = textDirection(currentLanguage()) === 'rtl';
  const zone = (key: number) =>
    rtl ? `\u2068${nameOf(props.zones, key)}\u2069` : nameOf(props.zones, key);
  const between = (fare: ZoneFareInput) =>
    `${zone(fare.fromZoneId)} ${fare.isOneWay ? (rtl ? '←' : '→') : '↔'} ${zone(fare.toZoneId)}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkZoneFareInput(values);
    if (!checked.ok) return form.refuse(checked.errors);
    form.send();
    const result = await save({ id: editing, input: values });
    if (result.error) return;
    form.finish(t`Zone fare saved. Riders see it now.`);
    props.onChanged();
  }

  async function removeFare(fare: Fare) {
    const result = await remove({ id: fare.id });
    if (result.error) return;
    if (editing === fare.id) form.finish('', false);
    form.setNotice(t`Zone fare removed.`);
    props.onChanged();
  }

  const select = (
    field: 'vehicleTypeId' | 'fromZoneId' | 'toZoneId',
    label: string,
    list: readonly Named[],
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <select
        id={`${id}-${field}`}
        value={values[field]}
        aria-invalid={problem(field) ? true : undefined}
        aria-describedby={problem(field) ? `${id}-${field}-error` : undefined}
        onChange={(e) => form.setValues({ ...values, [field]: Number(e.target.value) })}
      >
        {list.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
      {problem(field) ? (
        <p className="field-error" id={`${id}-${field}-error`}>
          {problem(field)}
        </p>
      ) : null}
    </div>
  );

  const edited = props.fares.find((fare) => fare.id === editing);
  return (
    <div className="card">
      <h3>{t`Zone fares`}</h3>
      <DataTable
        rows={props.fares}
        rowKey={(fare) => fare.id}
        caption={t`Zone fares`}
        columns={[
          { header: t`Between`, rowHeader: true, cell: between },
          { header: t`Vehicle`, cell: (fare) => nameOf(props.vehicles, fare.vehicleTypeId) },
          {
            header: t`Fare`,
            cell: (fare) => formatAmountWithCode(fare.amount, props.currencyCode),
          },
          {
            header: t`Actions`,
            cell: (fare) => (
              <RowActions
                editId={form.editButtonId(fare.id)}
                label={t`fare ${nameOf(props.zones, fare.fromZoneId)} to ${nameOf(props.zones, fare.toZoneId)}, ${nameOf(props.vehicles, fare.vehicleTypeId)}`}
                isEditing={editing === fare.id}
                onEdit={() =>
                  form.startEditing(
                    fare.id,
                    {
                      vehicleTypeId: fare.vehicleTypeId,
                      fromZoneId: fare.fromZoneId,
                      toZoneId: fare.toZoneId,
                      amount: fare.amount,
                      isOneWay: fare.isOneWay,
                    },
                    `${id}-vehicleTypeId`,
                  )
                }
                onRemove={() => void removeFare(fare)}
              />
            ),
          },
        ]}
      />
      <ErrorAlert error={removed.error} />
      {props.zones.length === 0 ? (
        <p className="hint">{t`Add a zone first.`}</p>
      ) : (
        <form className="form" noValidate onSubmit={(e) => void submit(e)}>
          <h4>{edited ? t`Edit zone fare ${between(edited)}` : t`New zone fare`}</h4>
          <div className="field-grid">
            {select('vehicleTypeId', t`Vehicle for this fare`, props.vehicles)}
            {select('fromZoneId', t`From zone`, props.zones)}
            {select('toZoneId', t`To zone`, props.zones)}
            <FormField
              id={`${id}-amount`}
              label={t`Zone fare (${props.currencyCode})`}
              inputMode="decimal"
              value={values.amount}
              error={problem('amount')}
              onChange={(e) => form.setValues({ ...values, amount: e.target.value })}
            />
          </div>
          <CheckField
            id={`${id}-one-way`}
            label={t`One way only`}
            checked={values.isOneWay}
            onChange={(isOneWay) => form.setValues({ ...values, isOneWay })}
          />
          <ErrorAlert error={serverField ? undefined : answer} />
          <p role="status" className="form-ok">
            {form.notice}
          </p>
          <RuleFormActions
            addLabel={t`Add zone fare`}
            saveLabel={t`Save zone fare`}
            isEditing={editing !== null}
            busy={saved.fetching}
            onCancel={() => form.finish()}
          />
        </form>
      )}
    </div>
  );
}
