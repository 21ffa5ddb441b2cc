import { t } from '@lingui/core/macro';
import { ErrorAlert } from '../../../components/notices.tsx';
import {
  parseRateCardInput,
  RATE_CARD_MONEY_FIELDS,
  RATE_CARD_PERCENT_FIELDS,
  type RateCardInput,
} from '@ride/domain';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { saveRateCardDocument } from '../api/catalog-documents.ts';
import { rateCardLabel, rateCardProblemText } from '../lib/rate-card-labels.ts';
import { FormField } from './form-field.tsx';
import { PricePreview } from './price-preview.tsx';

type Field = keyof RateCardInput;

/** The card's own fields only: what the API answered carries a __typename the input refuses. */
function rateCardInputOf(saved: RateCardInput): RateCardInput {
  return {
    baseFare: saved.baseFare,
    perMile: saved.perMile,
    perMinute: saved.perMinute,
    hourlyRate: saved.hourlyRate,
    hourlyMinimumHours: saved.hourlyMinimumHours,
    airportPickupFee: saved.airportPickupFee,
    airportDropoffFee: saved.airportDropoffFee,
    stopFee: saved.stopFee,
    childSeatFee: saved.childSeatFee,
    gratuityPercent: saved.gratuityPercent,
    taxPercent: saved.taxPercent,
    minimumFare: saved.minimumFare ?? '0.00',
    waitingPerMinute: saved.waitingPerMinute ?? '0.00',
  };
}

/** One vehicle type's rate card, with the price it gives on a sample route as it is typed. */
export function RateCardForm(props: {
  vehicleTypeId: number;
  vehicleName: string;
  currencyCode: string;
  saved: RateCardInput;
}) {
  const id = useId();
  const [rates, setRates] = useState<RateCardInput>(() => rateCardInputOf(props.saved));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState('');
  const [result, save] = useMutation(saveRateCardDocument);
  const serverField = errorField(result.error) as Field | undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseRateCardInput(rates);
    if (!parsed.ok) return setProblems(parsed.errors);
    setProblems({});
    setNotice('');
    const answer = await save({ vehicleTypeId: props.vehicleTypeId, rates });
    if (!answer.error) setNotice(t`Rates for ${props.vehicleName} saved. Riders see them now.`);
  }

  const change = (field: Field, value: string | number) => {
    setRates({ ...rates, [field]: value });
    setNotice('');
  };
  const problem = (field: Field) =>
    rateCardProblemText(
      problems[field] ?? (serverField === field ? errorMessage(result.error) : undefined),
    );

  return (
    <div className="rates-layout">
      <form className="card form" noValidate onSubmit={(e) => void submit(e)}>
        <h3>{t`Rates for ${props.vehicleName}`}</h3>
        <div className="field-grid">
          {RATE_CARD_MONEY_FIELDS.map(([field]) => (
            <FormField
              key={field}
              id={`${id}-${field}`}
              label={`${rateCardLabel(field)} (${props.currencyCode})`}
              inputMode="decimal"
              value={rates[field] ?? ''}
              error={problem(field)}
              onChange={(e) => change(field, e.target.value)}
            />
          ))}
          <FormField
            id={`${id}-hours`}
            label={t`Minimum hours (hourly rides)`}
            type="number"
            min={0}
            max={24}
            value={Number.isNaN(rates.hourlyMinimumHours) ? '' : rates.hourlyMinimumHours}
            error={problem('hourlyMinimumHours')}
            onChange={(e) => change('hourlyMinimumHours', e.target.valueAsNumber)}
          />
          {RATE_CARD_PERCENT_FIELDS.map(([field]) => (
            <FormField
              key={field}
              id={`${id}-${field}`}
              label={`${rateCardLabel(field)} (%)`}
              inputMode="decimal"
              value={rates[field]}
              error={problem(field)}
              onChange={(e) => change(field, e.target.value)}
            />
          ))}
        </div>
        <ErrorAlert error={result.error} />
        <p role="status" className="form-ok">
          {notice}
        </p>
        <div className="actions">
          <button type="submit" className="primary" disabled={result.fetching}>
            {t`Save rates`}
          </button>
        </div>
      </form>
      <PricePreview vehicleTypeId={props.vehicleTypeId} rates={rates} />
    </div>
  );
}
