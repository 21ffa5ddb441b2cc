import { t } from '@lingui/core/macro';
import { ErrorAlert } from '../../../components/notices.tsx';
import { parseRateCardInput, type RateCardInput } from '@ride/domain';
import { formatMiles, formatMinutes, formatPriceAmount } from '../../../lib/format.ts';
import { useId, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { previewPriceDocument, sampleRoutesDocument } from '../api/catalog-documents.ts';
import { useDebounce } from 'use-debounce';
import { rateLineText } from '../lib/rate-line-text.ts';

const PREVIEW_DELAY_MS = 350;
const MAX_WAITING_MINUTES = 240;

/** Whole minutes from 0 to 240 as typed; anything else previews no waiting. */
function waitingMinutesOf(typed: string): number {
  const minutes = Number(typed);
  return Number.isInteger(minutes) && minutes >= 0 && minutes <= MAX_WAITING_MINUTES ? minutes : 0;
}

/**
 * The price a rider would be shown on one of the company's sample routes with the rates as typed
 * (unsaved), computed by the server with the riders' own engine.
 */
export function PricePreview({
  vehicleTypeId,
  rates,
}: {
  vehicleTypeId: number;
  rates: RateCardInput;
}) {
  const id = useId();
  const [routes] = useQuery({ query: sampleRoutesDocument });
  const samples = routes.data?.priceSampleRoutes ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const [waiting, setWaiting] = useState('0');
  const waitingMinutes = waitingMinutesOf(waiting);
  const sample = samples.find((s) => s.id === chosen) ?? samples[0];
  const [settled] = useDebounce(rates, PREVIEW_DELAY_MS);
  const isValid = parseRateCardInput(settled).ok;
  const variables = useMemo(
    () => ({
      input: {
        vehicleTypeId,
        rates: settled,
        serviceTypeId: sample?.serviceTypeId ?? 0,
        route: { sample: sample?.id ?? '' },
        hours: sample?.hours ?? null,
        waitingMinutes,
      },
    }),
    [sample, settled, vehicleTypeId, waitingMinutes],
  );
  const [preview] = useQuery({
    query: previewPriceDocument,
    variables,
    pause: !sample || !isValid,
    requestPolicy: 'cache-first',
  });
  const price = preview.data?.previewPrice;
  const isStale = rates !== settled || preview.fetching;
  const distance = price ? formatMiles(price.distanceMiles) : '';
  const duration = price ? formatMinutes(Math.ceil(price.durationSeconds / 60)) : '';

  return (
    <aside className="card price-preview" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t`Price preview`}</h3>
      <div className="field">
        <label htmlFor={`${id}-route`}>{t`Sample route`}</label>
        <select
          id={`${id}-route`}
          value={sample?.id ?? ''}
          onChange={(e) => setChosen(e.target.value)}
        >
          {samples.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-waiting`}>{t`Minutes waited beyond the free wait`}</label>
        <input
          id={`${id}-waiting`}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_WAITING_MINUTES}
          step={1}
          value={waiting}
          onChange={(e) => setWaiting(e.target.value)}
          aria-describedby={`${id}-waiting-hint`}
        />
        <p className="hint" id={`${id}-waiting-hint`}>
          {t`Billed on the completed ride at the waiting rate, 0 to ${MAX_WAITING_MINUTES} minutes.`}
        </p>
      </div>
      {!isValid ? <p className="hint">{t`Correct the rates to see a price.`}</p> : null}
      <ErrorAlert error={preview.error} />
      <div aria-live="polite" aria-busy={isStale}>
        {price && isValid ? (
          <>
            <table>
              <caption className="visually-hidden">{t`Price lines`}</caption>
              <tbody>
                {price.rates.map((line) => (
                  <tr key={line.name}>
                    <th scope="row">{rateLineText(line.name)}</th>
                    <td>
                      {formatPriceAmount(line.value, price.currencySymbol, price.currencyCode)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="total" data-testid="preview-total">
              {t`Total ${formatPriceAmount(price.amount, price.currencySymbol, price.currencyCode)}`}
            </p>
            <p className="hint">
              {isStale ? t`${distance}, ${duration} — updating…` : t`${distance}, ${duration}`}
            </p>
          </>
        ) : null}
      </div>
    </aside>
  );
}
