import { t } from '@lingui/core/macro';
import { moneyRangeProblem } from '@ride/domain';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useClient, useQuery } from 'urql';
import { ErrorAlert } from '../../../components/notices.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { formatDay, formatMoney, formatNumber } from '../../../lib/format.ts';
import { useConsoleViewer } from '../../../lib/viewer.ts';
import {
  autoCaptureMinutesDocument,
  moneyCsvDocument,
  moneySummaryDocument,
} from '../api/money-documents.ts';
import { AutoCaptureForm } from '../components/auto-capture-form.tsx';
import { MoneyBreakdown } from '../components/money-breakdown.tsx';
import { companyToday, moneyCsvFileName, moneyRangeOf } from '../lib/money-format.ts';
import '../money.css';

/** Hands text to the browser as a file download. */
function saveAsFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click starts the download at once; the object URL is then no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * /money?from=…&to=…: the company's money over a range of its days (its time zone; the address
 * keeps the range), with charts per day, by vehicle type and by driver, the range's rides as CSV,
 * and the automatic capture.
 */
export default function MoneyScreen() {
  const viewer = useConsoleViewer();
  const id = useId();
  const client = useClient();
  const [params, setParams] = useSearchParams();
  const { from, to } = moneyRangeOf(params, companyToday(viewer.company.timeZone));
  const problem = moneyRangeProblem(from, to);
  const [{ data, error, fetching }] = useQuery({
    query: moneySummaryDocument,
    variables: { from, to },
    pause: problem !== null,
    requestPolicy: 'cache-and-network',
  });
  const [autoCapture] = useQuery({ query: autoCaptureMinutesDocument });
  const [download, setDownload] = useState<{ busy: boolean; error?: string; saved?: string }>({
    busy: false,
  });
  const summary =
    data?.moneySummary.from === from && data.moneySummary.to === to ? data.moneySummary : undefined;

  function setRange(next: { from?: string; to?: string }) {
    setParams({ from: next.from ?? from, to: next.to ?? to }, { replace: true });
    setDownload({ busy: false });
  }

  async function downloadCsv() {
    setDownload({ busy: true });
    const answer = await client
      .query(moneyCsvDocument, { from, to }, { requestPolicy: 'network-only' })
      .toPromise();
    if (answer.data) {
      const fileName = moneyCsvFileName(from, to);
      saveAsFile(answer.data.moneyCsv, fileName);
      setDownload({ busy: false, saved: t`Saved ${fileName}.` });
    } else {
      setDownload({ busy: false, error: errorMessage(answer.error) ?? t`The CSV failed.` });
    }
  }

  const rows: [string, string][] = summary
    ? [
        [t`Rides charged`, formatNumber(summary.rides)],
        [t`Revenue`, formatMoney(summary.revenueMinor, summary.currency)],
        [t`of which tips`, formatMoney(summary.tipsMinor, summary.currency)],
        [t`Refunds`, formatMoney(summary.refundsMinor, summary.currency)],
        [t`Net`, formatMoney(summary.netMinor, summary.currency)],
      ]
    : [];
  const fromDay = formatDay(from);
  const toDay = formatDay(to);
  const timeZone = viewer.company.timeZone;
  const described = (field: 'from' | 'to') =>
    `${id}-hint${problem?.field === field ? ` ${id}-error` : ''}`;

  return (
    <>
      <h1>{t`Money`}</h1>
      <div className="card form money-range">
        <div className="money-range-fields">
          {(['from', 'to'] as const).map((field) => (
            <div className="field" key={field}>
              <label htmlFor={`${id}-${field}`}>{field === 'from' ? t`From` : t`To`}</label>
              <input
                id={`${id}-${field}`}
                type="date"
                value={field === 'from' ? from : to}
                required
                onChange={(e) => setRange({ [field]: e.target.value })}
                aria-invalid={problem?.field === field ? true : undefined}
                aria-describedby={described(field)}
              />
            </div>
          ))}
        </div>
        <p className="hint" id={`${id}-hint`}>
          {t`Both days included, read in the company's time zone (${timeZone}).`}
        </p>
        {problem ? (
          <p className="field-error" id={`${id}-error`} role="alert">
            {problem.message}
          </p>
        ) : null}
        <div className="actions">
          <button
            type="button"
            onClick={() => void downloadCsv()}
            disabled={problem !== null || download.busy}
          >
            {download.busy ? t`Preparing…` : t`Download CSV`}
          </button>
        </div>
        {download.error ? (
          <p role="alert" className="form-error">
            {download.error}
          </p>
        ) : null}
        <p role="status" className="form-ok">
          {download.saved ?? ''}
        </p>
      </div>
      <section aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`}>
          {problem
            ? t`Summary`
            : from === to
              ? t`Summary of ${fromDay}`
              : t`Summary of ${fromDay} to ${toDay}`}
        </h2>
        {problem ? (
          <p>{t`Choose a range of days.`}</p>
        ) : summary ? (
          <>
            <dl className="money-summary">
              {rows.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <MoneyBreakdown summary={summary} />
          </>
        ) : fetching ? (
          <p role="status">{t`Loading…`}</p>
        ) : (
          <ErrorAlert error={error} />
        )}
      </section>
      {autoCapture.data ? (
        <AutoCaptureForm minutes={autoCapture.data.autoCaptureMinutes ?? null} />
      ) : (
        <ErrorAlert error={autoCapture.error} />
      )}
    </>
  );
}
