import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { DataTable } from '../../../components/data-table.tsx';
import { ErrorAlert } from '../../../components/notices.tsx';
import { checkServiceTypeInput, type ServiceTypeInput } from '@ride/domain';
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { validationText } from '../../../lib/i18n/validation-text.ts';
import {
  createServiceTypeDocument,
  removeServiceTypeDocument,
  serviceTypesDocument,
  updateServiceTypeDocument,
} from '../api/catalog-documents.ts';
import { FormField } from './form-field.tsx';
import { ServiceTypeAgreementForm } from './service-type-agreement-form.tsx';

const EMPTY: ServiceTypeInput = { name: '', code: '', sortOrder: 0 };
type Field = keyof ServiceTypeInput;

/** The company's service types: list, add, rename or recode, reorder, remove. */
export function ServiceTypesSection() {
  const [list, reload] = useQuery({ query: serviceTypesDocument });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [values, setValues] = useState<ServiceTypeInput>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState('');
  const [created, create] = useMutation(createServiceTypeDocument);
  const [updated, update] = useMutation(updateServiceTypeDocument);
  const [removed, remove] = useMutation(removeServiceTypeDocument);
  const id = useId();
  const types = list.data?.catalogServiceTypes ?? [];
  const result = editing === 'new' ? created : updated;
  const serverField = errorField(result.error) as Field | undefined;

  function edit(target: number | 'new') {
    const type = types.find((candidate) => candidate.id === target);
    setValues(type ? { name: type.name, code: type.code, sortOrder: type.sortOrder } : EMPTY);
    setProblems({});
    setSaved('');
    setEditing(target);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkServiceTypeInput(values);
    if (!checked.ok) return setProblems(checked.errors);
    setProblems({});
    const answer =
      editing === 'new'
        ? await create({ input: checked.value })
        : await update({ id: editing as number, input: checked.value });
    if (answer.error) return;
    const name = checked.value.name;
    setSaved(t`Saved ${name}.`);
    setEditing(null);
    reload({ requestPolicy: 'network-only' });
  }

  async function removeType(typeId: number, name: string) {
    setSaved('');
    const answer = await remove({ id: typeId });
    if (answer.error) return;
    setSaved(t`Removed ${name}.`);
    reload({ requestPolicy: 'network-only' });
  }

  const problem = (field: Field) =>
    validationText(
      problems[field] ?? (serverField === field ? errorMessage(result.error) : undefined),
    );

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Service types`}</h2>
      <ErrorAlert error={list.error} />
      <DataTable
        rows={types}
        rowKey={(type) => type.id}
        columns={[
          { header: t`Order`, cell: (type) => type.sortOrder },
          { header: t`Name`, cell: (type) => type.name },
          {
            header: t`Code`,
            cell: (type) => (type.isHourly ? t`${type.code} (hourly)` : type.code),
          },
          {
            header: t`Actions`,
            cell: (type) => (
              <div className="actions">
                <button type="button" onClick={() => edit(type.id)}>
                  <Trans>
                    Edit<span className="visually-hidden"> {type.name}</span>
                  </Trans>
                </button>
                <button
                  type="button"
                  className="danger"
                  disabled={removed.fetching}
                  onClick={() => void removeType(type.id, type.name)}
                >
                  <Trans>
                    Remove<span className="visually-hidden"> {type.name}</span>
                  </Trans>
                </button>
              </div>
            ),
          },
        ]}
      />
      <ErrorAlert error={removed.error} />
      <p role="status" className="form-ok">
        {saved}
      </p>
      {editing === null ? (
        <button type="button" onClick={() => edit('new')}>
          {t`Add a service type`}
        </button>
      ) : (
        <form className="card form" noValidate onSubmit={(e) => void submit(e)}>
          <h3>{editing === 'new' ? t`New service type` : t`Edit ${values.name}`}</h3>
          <FormField
            id={`${id}-name`}
            label={t`Name`}
            value={values.name}
            error={problem('name')}
            onChange={(e) => setValues({ ...values, name: e.target.value })}
          />
          <FormField
            id={`${id}-code`}
            label={t`Code`}
            hint={t`Up to 10 letters or digits. HRL marks hourly rides, priced by the hourly rate.`}
            value={values.code}
            error={problem('code')}
            onChange={(e) => setValues({ ...values, code: e.target.value })}
          />
          <FormField
            id={`${id}-order`}
            label={t`Order`}
            type="number"
            min={0}
            value={values.sortOrder}
            error={problem('sortOrder')}
            onChange={(e) => setValues({ ...values, sortOrder: e.target.valueAsNumber })}
          />
          <ErrorAlert error={result.error} />
          <div className="actions">
            <button type="submit" className="primary" disabled={result.fetching}>
              {t`Save service type`}
            </button>
            <button type="button" onClick={() => setEditing(null)}>
              {t`Cancel`}
            </button>
          </div>
        </form>
      )}
      {typeof editing === 'number' ? (
        <ServiceTypeAgreementForm
          serviceTypeId={editing}
          name={types.find((type) => type.id === editing)?.name ?? ''}
        />
      ) : null}
    </section>
  );
}
