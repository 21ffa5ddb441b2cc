import { t } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';

export interface AuditFilterValues {
  action: string;
  actorEmail: string;
  /** Calendar dates (YYYY-MM-DD) in the company's time zone, both included; "" for open. */
  fromDate: string;
  toDate: string;
}

export const NO_FILTERS: AuditFilterValues = {
  action: '',
  actorEmail: '',
  fromDate: '',
  toDate: '',
};

/** Actions staff take in the console, offered as suggestions (any text may be typed). */
const KNOWN_ACTIONS = [
  'staff.invite',
  'staff.accept-invitation',
  'staff.revoke-invitation',
  'staff.change-role',
  'staff.deactivate',
];

/** The audit log's filters: applied together when the form is sent. */
export function AuditFilters({ onApply }: { onApply: (values: AuditFilterValues) => void }) {
  const id = useId();
  const [values, setValues] = useState<AuditFilterValues>(NO_FILTERS);
  const set = (field: keyof AuditFilterValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const rangeProblem =
    values.fromDate && values.toDate && values.toDate < values.fromDate
      ? t`The end date must not be before the start date.`
      : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!rangeProblem) onApply(values);
  }

  return (
    <form
      className="card filters"
      aria-label={t`Filter the audit log`}
      onSubmit={submit}
      noValidate
    >
      <div className="field">
        <label htmlFor={`${id}-action`}>{t`Action`}</label>
        <input
          id={`${id}-action`}
          list={`${id}-actions`}
          value={values.action}
          onChange={set('action')}
          autoComplete="off"
        />
        <datalist id={`${id}-actions`}>
          {KNOWN_ACTIONS.map((action) => (
            <option key={action} value={action} />
          ))}
        </datalist>
      </div>
      <div className="field">
        <label htmlFor={`${id}-actor`}>{t`Actor e-mail contains`}</label>
        <input
          id={`${id}-actor`}
          value={values.actorEmail}
          onChange={set('actorEmail')}
          autoComplete="off"
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t`From`}</label>
        <input id={`${id}-from`} type="date" value={values.fromDate} onChange={set('fromDate')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t`To`}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={values.toDate}
          onChange={set('toDate')}
          aria-invalid={rangeProblem ? true : undefined}
          aria-describedby={rangeProblem ? `${id}-to-error` : undefined}
        />
        {rangeProblem ? (
          <p className="field-error" id={`${id}-to-error`}>
            {rangeProblem}
          </p>
        ) : null}
      </div>
      <div className="actions filters-actions">
        <button type="submit" className="primary">
          {t`Apply filters`}
        </button>
        <button
          type="button"
          onClick={() => {
            setValues(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          {t`Clear`}
        </button>
      </div>
    </form>
  );
}
