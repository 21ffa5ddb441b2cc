import { t } from '@lingui/core/macro';
import { DataTable } from '../../../components/data-table.tsx';
import { ErrorAlert } from '../../../components/notices.tsx';
import { checkPricingZoneInput, parsePointLines } from '@ride/domain';
import { useId, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { validationText } from '../../../lib/i18n/validation-text.ts';
import { formatNumber } from '../../../lib/format.ts';
import {
  removePricingZoneDocument,
  savePricingZoneDocument,
} from '../api/pricing-rules-documents.ts';
import { useRuleEditing } from '../hooks/use-rule-editing.ts';
import { FormField } from './form-field.tsx';
import { RowActions, RuleFormActions } from './rule-actions.tsx';

type Zone = { id: number; name: string; points: number[][] };
type Field = 'name' | 'points';

const linesOf = (points: readonly number[][]) =>
  points.map(([latitude, longitude]) => `${latitude}, ${longitude}`).join('\n');

/** Zones: a name and its corners typed one "latitude, longitude" per line. */
export function ZonesPanel(props: { zones: readonly Zone[]; onChanged: () => void }) {
  const id = useId();
  const form = useRuleEditing<{ name: string; lines: string }, Field>(id, () => ({
    name: '',
    lines: '',
  }));
  const { values, editing } = form;
  const [saved, save] = useMutation(savePricingZoneDocument);
  const [removed, remove] = useMutation(removePricingZoneDocument);
  const answer = form.submitted ? saved.error : undefined;
  const serverField = errorField(answer);
  const problem = (field: Field) =>
    validationText(
      form.problems[field] ?? (serverField === field ? errorMessage(answer) : undefined),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parsePointLines(values.lines);
    if ('badLine' in parsed) {
      return form.refuse({ points: t`Line ${parsed.badLine} is not "latitude, longitude"` });
    }
    const checked = checkPricingZoneInput({ name: values.name, points: parsed.points });
    if (!checked.ok) return form.refuse(checked.errors);
    form.send();
    const result = await save({ id: editing, input: checked.value });
    if (result.error) return;
    const name = checked.value.name;
    form.finish(t`Zone ${name} saved.`);
    props.onChanged();
  }

  async function removeZone(zone: Zone) {
    const result = await remove({ id: zone.id });
    if (result.error) return;
    if (editing === zone.id) form.finish('', false);
    form.setNotice(t`Zone ${zone.name} and its fares removed.`);
    props.onChanged();
  }

  const editedName = props.zones.find((zone) => zone.id === editing)?.name;
  return (
    <div className="card">
      <h3>{t`Zones`}</h3>
      <DataTable
        rows={props.zones}
        rowKey={(zone) => zone.id}
        caption={t`Zones`}
        columns={[
          { header: t`Zone`, cell: (zone) => zone.name, rowHeader: true },
          { header: t`Corners`, cell: (zone) => formatNumber(zone.points.length) },
          {
            header: t`Actions`,
            cell: (zone) => (
              <RowActions
                editId={form.editButtonId(zone.id)}
                label={zone.name}
                isEditing={editing === zone.id}
                onEdit={() =>
                  form.startEditing(
                    zone.id,
                    { name: zone.name, lines: linesOf(zone.points) },
                    `${id}-name`,
                  )
                }
                onRemove={() => void removeZone(zone)}
              />
            ),
          },
        ]}
      />
      <ErrorAlert error={removed.error} />
      <form className="form" noValidate onSubmit={(e) => void submit(e)}>
        <h4>{editing === null ? t`New zone` : t`Edit zone ${editedName ?? ''}`}</h4>
        <FormField
          id={`${id}-name`}
          label={t`Zone name`}
          value={values.name}
          error={problem('name')}
          onChange={(e) => form.setValues({ ...values, name: e.target.value })}
        />
        <div className="field">
          <label htmlFor={`${id}-points`}>{t`Corners, one “latitude, longitude” per line`}</label>
          <textarea
            id={`${id}-points`}
            rows={5}
            value={values.lines}
            aria-invalid={problem('points') ? true : undefined}
            aria-describedby={problem('points') ? `${id}-points-error` : undefined}
            onChange={(e) => form.setValues({ ...values, lines: e.target.value })}
          />
          {problem('points') ? (
            <p className="field-error" id={`${id}-points-error`}>
              {problem('points')}
            </p>
          ) : null}
        </div>
        {serverField === 'name' || serverField === 'points' ? null : <ErrorAlert error={answer} />}
        <p role="status" className="form-ok">
          {form.notice}
        </p>
        <RuleFormActions
          addLabel={t`Add zone`}
          saveLabel={t`Save zone`}
          isEditing={editing !== null}
          busy={saved.fetching}
          onCancel={() => form.finish()}
        />
      </form>
    </div>
  );
}
