import { useId, useState } from 'react';
import { formatMoney } from '../../../lib/format.ts';
import { useClient, useQuery } from 'urql';
import { ErrorAlert } from '../../../components/notices.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useConsoleViewer } from '../../../lib/viewer.ts';
import { moneyDaySummaryCsvDocument, moneyDaySummaryDocument } from '../api/money-documents.ts';
import { companyToday, moneyCsvFileName } from '../lib/money-format.ts';
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

/** /money: one day of the company's money (its time zone), and that day's rides as CSV. */
export default function MoneyScreen() {
  const viewer = useConsoleViewer();
  const id = useId();
  const client = useClient();
  const [date, setDate] = useState(() => companyToday(viewer.company.timeZone));
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const [{ data, error, fetching }] = useQuery({
    query: moneyDaySummaryDocument,
    variables: { date },
    pause: !validDate,
    requestPolicy: 'cache-and-network',
  });
  const [download, setDownload] = useState<{ busy: boolean; error?: string; saved?: string }>({
    busy: false,
  });
  const summary = data?.moneyDaySummary.date === date ? data.moneyDaySummary : undefined;

  async function downloadCsv() {
    setDownload({ busy: true });
    const answer = await client
      .query(moneyDaySummaryCsvDocument, { date }, { requestPolicy: 'network-only' })
      .toPromise();
    if (answer.data) {
      const fileName = moneyCsvFileName(date);
      saveAsFile(answer.data.moneyDaySummaryCsv, fileName);
      setDownload({ busy: false, saved: `Saved ${fileName}.` });
    } else {
      setDownload({ busy: false, error: errorMessage(answer.error) ?? 'The CSV failed.' });
    }
  }

  const rows: [string, string][] = summary
    ? [
        ['Rides charged', String(summary.rides)],
        ['Revenue', formatMoney(summary.revenueMinor, summary.currency)],
        ['of which tips', formatMoney(summary.tipsMinor, summary.currency)],
        ['Refunds', formatMoney(summary.refundsMinor, summary.currency)],
        ['Net', formatMoney(summary.netMinor, summary.currency)],
      ]
    : [];

  return (
    <>
      <h1>Money</h1>
      <div className="card form money-day">
        <div className="field">
          <label htmlFor={`${id}-date`}>Day</label>
          <input
            id={`${id}-date`}
            type="date"
            value={date}
            required
            onChange={(e) => {
              setDate(e.target.value);
              setDownload({ busy: false });
            }}
            aria-describedby={`${id}-date-hint`}
          />
          <p className="hint" id={`${id}-date-hint`}>
            Days are read in the company&apos;s time zone ({viewer.company.timeZone}).
          </p>
        </div>
        <div className="actions">
          <button
            type="button"
            onClick={() => void downloadCsv()}
            disabled={!validDate || download.busy}
          >
            {download.busy ? 'Preparing…' : 'Download CSV'}
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
        <h2 id={`${id}-summary`}>Summary of {validDate ? date : 'the day'}</h2>
        {!validDate ? (
          <p>Choose a day.</p>
        ) : summary ? (
          <dl className="money-summary">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : fetching ? (
          <p role="status">Loading…</p>
        ) : (
          <ErrorAlert error={error} />
        )}
      </section>
    </>
  );
}
