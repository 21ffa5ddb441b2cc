import { t } from '@lingui/core/macro';
import { SaveFooter } from '../../../components/notices.tsx';
import { useId, useState, type FormEvent } from 'react';
import { graphql } from '../../../gql';
import type { FeeKind } from '../../../gql/graphql.ts';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { useSavedSetting } from '../../../lib/use-saved-setting.ts';
import { useConsoleViewer } from '../../../lib/viewer.ts';
import { majorUnitsText, minorUnitsOf, minutesOrNone } from '../lib/form-values.ts';

const saveDocument = graphql(`
  mutation consoleSaveFeeRule($input: CancellationFeeRuleInput) {
    saveCancellationFeeRule(input: $input) {
      freeUntilHoursBeforePickup
    }
  }
`);

interface Fee {
  kind: FeeKind;
  percent?: number | null;
  amountMinor?: number | null;
}
interface Rule {
  freeUntilHoursBeforePickup: number;
  lateCancellationFee: Fee;
  noShowFee?: Fee | null;
}

type FeeChoice = 'NONE' | FeeKind;
interface FeeDraft {
  kind: FeeChoice;
  value: string;
}

const feeDraft = (fee: Fee | null | undefined): FeeDraft =>
  !fee
    ? { kind: 'NONE', value: '' }
    : fee.kind === 'PERCENT'
      ? { kind: 'PERCENT', value: String(fee.percent ?? '') }
      : { kind: 'FIXED', value: majorUnitsText(fee.amountMinor) };

/** The fee as the API takes it; a typo gives the field it is in. */
function feeInput(draft: FeeDraft, field: string): Fee | null | { typo: string } {
  if (draft.kind === 'NONE') return null;
  if (draft.kind === 'PERCENT') {
    const percent = minutesOrNone(draft.value);
    return typeof percent === 'number'
      ? { kind: 'PERCENT', percent }
      : { typo: `${field}.percent` };
  }
  const amountMinor = minorUnitsOf(draft.value);
  return amountMinor === undefined
    ? { typo: `${field}.amountMinor` }
    : { kind: 'FIXED', amountMinor };
}

/** The cancellation fee rule: stored for dispatch and money (riders are not shown it yet). */
export function FeeRuleForm({ current }: { current: Rule | null }) {
  const id = useId();
  const { company } = useConsoleViewer();
  const [hours, setHours] = useState(String(current?.freeUntilHoursBeforePickup ?? 24));
  const [late, setLate] = useState<FeeDraft>(() => feeDraft(current?.lateCancellationFee));
  const [noShow, setNoShow] = useState<FeeDraft>(() => feeDraft(current?.noShowFee));
  const { result, saved, save, clearSaved } = useSavedSetting(saveDocument);
  const [typo, setTypo] = useState<string | null>(null);
  const badField = typo ?? errorField(result.error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    clearSaved();
    const lateFee = feeInput(late, 'lateCancellationFee');
    const noShowFee = feeInput(noShow, 'noShowFee');
    const freeHours = minutesOrNone(hours);
    const problem =
      lateFee && 'typo' in lateFee
        ? lateFee.typo
        : noShowFee && 'typo' in noShowFee
          ? noShowFee.typo
          : typeof freeHours !== 'number' && lateFee
            ? 'freeUntilHoursBeforePickup'
            : null;
    if (problem) {
      setTypo(problem);
      return;
    }
    setTypo(null);
    const input =
      lateFee && !('typo' in lateFee)
        ? {
            freeUntilHoursBeforePickup: freeHours ?? 0,
            lateCancellationFee: lateFee,
            noShowFee: noShowFee && !('typo' in noShowFee) ? noShowFee : null,
          }
        : null;
    await save({ input });
  }

  const feeFields = (
    name: 'lateCancellationFee' | 'noShowFee',
    legend: string,
    draft: FeeDraft,
    setDraft: (draft: FeeDraft) => void,
  ) => {
    const bad = badField?.startsWith(`${name}.`);
    return (
      <fieldset>
        <legend>{legend}</legend>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-${name}-kind`}>{t`Fee`}</label>
            <select
              id={`${id}-${name}-kind`}
              value={draft.kind}
              onChange={(event) => setDraft({ kind: event.target.value as FeeChoice, value: '' })}
            >
              <option value="NONE">{t`No fee`}</option>
              <option value="PERCENT">{t`Percent of the ride total`}</option>
              <option value="FIXED">{t`Fixed amount (${company.currencyCode})`}</option>
            </select>
          </div>
          {draft.kind !== 'NONE' ? (
            <div className="field">
              <label htmlFor={`${id}-${name}-value`}>
                {draft.kind === 'PERCENT'
                  ? t`Percent (1 to 100)`
                  : t`Amount (${company.currencyCode})`}
              </label>
              <input
                id={`${id}-${name}-value`}
                inputMode="decimal"
                value={draft.value}
                onChange={(event) => setDraft({ ...draft, value: event.target.value })}
                aria-invalid={bad ? true : undefined}
                aria-describedby={bad ? `${id}-error` : undefined}
              />
            </div>
          ) : null}
        </div>
      </fieldset>
    );
  };

  const message = typo
    ? t`Enter a whole number or an amount such as 12.50.`
    : errorMessage(result.error);
  return (
    <form className="card form rules-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t`Cancellation fee`}</h2>
      <div className="field">
        <label htmlFor={`${id}-hours`}>{t`Free cancellation until (hours before pickup)`}</label>
        <input
          id={`${id}-hours`}
          inputMode="numeric"
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          aria-invalid={badField === 'freeUntilHoursBeforePickup' ? true : undefined}
          aria-describedby={
            badField === 'freeUntilHoursBeforePickup'
              ? `${id}-error ${id}-hours-hint`
              : `${id}-hours-hint`
          }
        />
        <p className="hint" id={`${id}-hours-hint`}>
          {t`With no late cancellation fee, cancelling is always free.`}
        </p>
      </div>
      {feeFields('lateCancellationFee', t`Late cancellation`, late, setLate)}
      {feeFields('noShowFee', t`No-show`, noShow, setNoShow)}
      <SaveFooter
        message={message}
        messageId={`${id}-error`}
        saved={saved ? t`Cancellation fee saved.` : false}
        submitLabel={t`Save cancellation fee`}
        busy={result.fetching}
      />
    </form>
  );
}
