import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import type { ConsoleMoneySummaryQuery } from '../../../gql/graphql.ts';
import { formatMoney } from '../../../lib/format.ts';

const MoneyChart = lazy(() => import('./money-chart.tsx'));

type Summary = ConsoleMoneySummaryQuery['moneySummary'];
type Share = Summary['byDriver'][number];

/** In major units for the chart's axis (the table beside it has the exact, formatted amounts). */
const major = (minor: number) => minor / 100;
const COLOURS = { revenue: '#1f5fa8', tips: '#2e7d32', refunds: '#b3261e' };

function Figure({
  title,
  children,
  table,
}: {
  title: string;
  children: ReactNode;
  table: ReactNode;
}) {
  const id = useId();
  return (
    <section className="money-figure" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <Suspense fallback={<p role="status">Loading the chart…</p>}>{children}</Suspense>
      {table}
    </section>
  );
}

function SharesTable({
  caption,
  shares,
  currency,
}: {
  caption: string;
  shares: Share[];
  currency: string;
}) {
  if (shares.length === 0) return <p>No rides charged in this range.</p>;
  return (
    <DataTable
      caption={caption}
      rows={shares}
      rowKey={(share) => share.id ?? 'none'}
      columns={[
        { header: 'Name', rowHeader: true, cell: (share) => share.name },
        { header: 'Rides', className: 'amounts', cell: (share) => String(share.rides) },
        {
          header: 'Revenue',
          className: 'amounts',
          cell: (share) => formatMoney(share.revenueMinor, currency),
        },
      ]}
    />
  );
}

/** The range per day, by vehicle type and by driver: each a chart and the table of its figures. */
export function MoneyBreakdown({ summary }: { summary: Summary }) {
  const { currency } = summary;
  const perDay = useMemo(
    () => ({
      labels: summary.days.map((day) => day.date),
      series: [
        {
          label: 'Revenue',
          values: summary.days.map((d) => major(d.revenueMinor)),
          colour: COLOURS.revenue,
        },
        {
          label: 'Tips',
          values: summary.days.map((d) => major(d.tipsMinor)),
          colour: COLOURS.tips,
        },
        {
          label: 'Refunds',
          values: summary.days.map((d) => major(d.refundsMinor)),
          colour: COLOURS.refunds,
        },
      ],
    }),
    [summary.days],
  );
  const byType = useMemo(
    () => ({
      labels: summary.byVehicleType.map((share) => share.name),
      series: [
        {
          label: 'Rides',
          values: summary.byVehicleType.map((s) => s.rides),
          colour: COLOURS.revenue,
        },
      ],
    }),
    [summary.byVehicleType],
  );
  const byDriver = useMemo(
    () => ({
      labels: summary.byDriver.map((share) => share.name),
      series: [
        { label: 'Rides', values: summary.byDriver.map((s) => s.rides), colour: COLOURS.revenue },
      ],
    }),
    [summary.byDriver],
  );

  return (
    <>
      <Figure
        title="Revenue, tips and refunds per day"
        table={
          <DataTable
            caption="Revenue, tips and refunds per day"
            rows={summary.days}
            rowKey={(day) => day.date}
            columns={[
              { header: 'Day', rowHeader: true, cell: (day) => day.date },
              { header: 'Rides', className: 'amounts', cell: (day) => String(day.rides) },
              {
                header: 'Revenue',
                className: 'amounts',
                cell: (day) => formatMoney(day.revenueMinor, currency),
              },
              {
                header: 'Tips',
                className: 'amounts',
                cell: (day) => formatMoney(day.tipsMinor, currency),
              },
              {
                header: 'Refunds',
                className: 'amounts',
                cell: (day) => formatMoney(day.refundsMinor, currency),
              },
            ]}
          />
        }
      >
        <MoneyChart
          description={`Bar chart of revenue, tips and refunds (${currency}) for each day from ${summary.from} to ${summary.to}; the table below lists the same figures.`}
          {...perDay}
        />
      </Figure>
      <Figure
        title="Rides by vehicle type"
        table={
          <SharesTable
            caption="Rides and revenue by vehicle type"
            shares={summary.byVehicleType}
            currency={currency}
          />
        }
      >
        <MoneyChart
          description="Bar chart of rides charged by vehicle type; the table below lists the same figures."
          horizontal
          counts
          {...byType}
        />
      </Figure>
      <Figure
        title="Rides by driver"
        table={
          <SharesTable
            caption="Rides and revenue by driver"
            shares={summary.byDriver}
            currency={currency}
          />
        }
      >
        <MoneyChart
          description="Bar chart of rides charged by driver; the table below lists the same figures."
          horizontal
          counts
          {...byDriver}
        />
      </Figure>
    </>
  );
}
