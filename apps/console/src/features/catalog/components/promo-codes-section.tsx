import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { DataTable } from '../../../components/data-table.tsx';
import { ErrorAlert } from '../../../components/notices.tsx';
import { checkPromoCodeInput, companyDayOf, startOfCompanyDay, type PromoKind } from '@ride/domain';
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { validationText } from '../../../lib/i18n/validation-text.ts';
import {
  formatAmountWithCode,
  formatDay,
  formatNumber,
  formatPercentText,
} from '../../../lib/format.ts';
import {
  createPromoCodeDocument,
  deactivatePromoCodeDocument,
  promoCodesDocument,
  updatePromoCodeDocument,
} from '../api/catalog-documents.ts';
import { CheckField, FormField } from './form-field.tsx';

interface PromoForm {
  code: string;
  description: string;
  kind: PromoKind;
  value: string;
  /** Calendar days in the company's zone; the last day is included. */
  fromDay: string;
  untilDay: string;
  usageLimit: string;
  isActive: boolean;
}

type Field = keyof PromoForm | 'validFrom' | 'validUntil';
const FIELD_OF: Partial<Record<Field, keyof PromoForm>> = {
  validFrom: 'fromDay',
  validUntil: 'untilDay',
};

/** The company's promo codes: percent or amount off, valid between two days, with a usage limit. */
export function PromoCodesSection({
  timeZone,
  currencyCode,
}: {
  timeZone: string;
  currencyCode: string;
}) {
  const [list] = useQuery({ query: promoCodesDocument });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const today = companyDayOf(new Date().toISOString(), timeZone);
  const empty: PromoForm = {
    code: '',
    description: '',
    kind: 'PERCENT',
    value: '',
    fromDay: today,
    untilDay: '',
    usageLimit: '',
    isActive: true,
  };
  const [values, setValues] = useState<PromoForm>(empty);
  const [problems, setProblems] = useState<Partial<Record<keyof PromoForm, string>>>({});
  const [notice, setNotice] = useState('');
  const [created, create] = useMutation(createPromoCodeDocument);
  const [updated, update] = useMutation(updatePromoCodeDocument);
  const [deactivated, deactivate] = useMutation(deactivatePromoCodeDocument);
  const id = useId();
  const codes = list.data?.catalogPromoCodes ?? [];
  const result = editing === 'new' ? created : updated;
  const serverField = errorField(result.error) as Field | undefined;
  const serverProblemField = serverField ? (FIELD_OF[serverField] ?? serverField) : undefined;

  function edit(target: number | 'new') {
    const promo = codes.find((p) => p.id === target);
    setValues(
      promo
        ? {
            code: promo.code,
            description: promo.description,
            kind: promo.kind,
            value: promo.value,
            fromDay: companyDayOf(promo.validFrom, timeZone),
            untilDay: promo.validUntil ? companyDayOf(promo.validUntil, timeZone, true) : '',
            usageLimit: promo.usageLimit === null ? '' : String(promo.usageLimit),
            isActive: promo.isActive,
          }
        : empty,
    );
    setProblems({});
    setNotice('');
    setEditing(target);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      code: values.code,
      description: values.description,
      kind: values.kind,
      value: values.value,
      validFrom: startOfCompanyDay(values.fromDay, timeZone) ?? '',
      validUntil: values.untilDay ? (startOfCompanyDay(values.untilDay, timeZone, 1) ?? '') : null,
      usageLimit: values.usageLimit.trim() === '' ? null : Number(values.usageLimit),
      isActive: values.isActive,
    };
    const checked = checkPromoCodeInput(input);
    if (!checked.ok) {
      const found: Partial<Record<keyof PromoForm, string>> = {};
      for (const [field, message] of Object.entries(checked.errors)) {
        found[FIELD_OF[field as Field] ?? (field as keyof PromoForm)] = message;
      }
      return setProblems(found);
    }
    setProblems({});
    const answer =
      editing === 'new' ? await create({ input }) : await update({ id: editing as number, input });
    if (answer.error) return;
    const code = checked.value.code;
    setNotice(t`Saved promo code ${code}.`);
    setEditing(null);
  }

  async function switchOff(promoId: number, code: string) {
    setNotice('');
    const answer = await deactivate({ id: promoId });
    if (!answer.error) setNotice(t`Promo code ${code} deactivated.`);
  }

  const problem = (field: keyof PromoForm) =>
    validationText(
      problems[field] ?? (serverProblemField === field ? errorMessage(result.error) : undefined),
    );
  const set = (patch: Partial<PromoForm>) => setValues({ ...values, ...patch });

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Promo codes`}</h2>
      <DataTable
        rows={codes}
        caption={t`Promo codes`}
        rowKey={(promo) => promo.id}
        columns={[
          { header: t`Code`, cell: (promo) => promo.code },
          {
            header: t`Discount`,
            cell: (promo) =>
              promo.kind === 'PERCENT'
                ? formatPercentText(promo.value)
                : formatAmountWithCode(promo.value, currencyCode),
          },
          {
            header: t`Valid`,
            cell: (promo) => {
              const from = formatDay(companyDayOf(promo.validFrom, timeZone));
              const until = promo.validUntil
                ? formatDay(companyDayOf(promo.validUntil, timeZone, true))
                : t`no end`;
              return `${from} – ${until}`;
            },
          },
          {
            header: t`Used`,
            cell: (promo) => {
              const used = formatNumber(promo.usedCount);
              if (promo.usageLimit === null) return used;
              const limit = formatNumber(promo.usageLimit);
              return t`${used} of ${limit}`;
            },
          },
          { header: t`Active`, cell: (promo) => (promo.isActive ? t`Yes` : t`No`) },
          {
            header: t`Actions`,
            cell: (promo) => (
              <div className="actions">
                <button type="button" onClick={() => edit(promo.id)}>
                  <Trans>
                    Edit<span className="visually-hidden"> {promo.code}</span>
                  </Trans>
                </button>
                {promo.isActive ? (
                  <button
                    type="button"
                    className="danger"
                    disabled={deactivated.fetching}
                    onClick={() => void switchOff(promo.id, promo.code)}
                  >
                    <Trans>
                      Deactivate<span className="visually-hidden"> {promo.code}</span>
                    </Trans>
                  </button>
                ) : null}
              </div>
            ),
          },
        ]}
      />
      <ErrorAlert error={deactivated.error} />
      <p role="status" className="form-ok">
        {notice}
      </p>
      {editing === null ? (
        <button type="button" onClick={() => edit('new')}>
          {t`Add a promo code`}
        </button>
      ) : (
        <form className="card form" noValidate onSubmit={(e) => void submit(e)}>
          <h3>{editing === 'new' ? t`New promo code` : t`Edit ${values.code}`}</h3>
          <div className="field-grid">
            <FormField
              id={`${id}-code`}
              label={t`Code`}
              value={values.code}
              error={problem('code')}
              onChange={(e) => set({ code: e.target.value })}
              autoCapitalize="characters"
            />
            <div className="field">
              <label htmlFor={`${id}-kind`}>{t`Discount kind`}</label>
              <select
                id={`${id}-kind`}
                value={values.kind}
                onChange={(e) => set({ kind: e.target.value as PromoKind })}
              >
                <option value="PERCENT">{t`Percent off`}</option>
                <option value="AMOUNT">{t`Amount off (${currencyCode})`}</option>
              </select>
            </div>
            <FormField
              id={`${id}-value`}
              label={values.kind === 'PERCENT' ? t`Percent off` : t`Amount off (${currencyCode})`}
              inputMode="decimal"
              value={values.value}
              error={problem('value')}
              onChange={(e) => set({ value: e.target.value })}
            />
            <FormField
              id={`${id}-from`}
              label={t`Valid from`}
              type="date"
              value={values.fromDay}
              error={problem('fromDay')}
              onChange={(e) => set({ fromDay: e.target.value })}
            />
            <FormField
              id={`${id}-until`}
              label={t`Valid until (last day, optional)`}
              type="date"
              value={values.untilDay}
              error={problem('untilDay')}
              onChange={(e) => set({ untilDay: e.target.value })}
            />
            <FormField
              id={`${id}-limit`}
              label={t`Usage limit (optional)`}
              type="number"
              min={1}
              value={values.usageLimit}
              error={problem('usageLimit')}
              onChange={(e) => set({ usageLimit: e.target.value })}
            />
          </div>
          <FormField
            id={`${id}-description`}
            label={t`Description`}
            value={values.description}
            error={problem('description')}
            onChange={(e) => set({ description: e.target.value })}
          />
          <CheckField
            id={`${id}-active`}
            label={t`Active`}
            checked={values.isActive}
            onChange={(isActive) => set({ isActive })}
          />
          <ErrorAlert error={result.error} />
          <div className="actions">
            <button type="submit" className="primary" disabled={result.fetching}>
              {t`Save promo code`}
            </button>
            <button type="button" onClick={() => setEditing(null)}>
              {t`Cancel`}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
