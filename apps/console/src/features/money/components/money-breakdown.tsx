import { t } from '@lingui/core/macro';
import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import type { ConsoleMoneySummaryQuery } from '../../../gql/graphql.ts';
import { formatDay, formatMoney, formatNumber } from '../../../lib/format.ts';

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
      <Suspense fallback={<p role="status">{t`Loading the chart…`}</p>}>{children}</Suspense>
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
  if (shares.length === 0) return <p>{t`No rides charged in this range.`}</p>;
  return (
    <DataTable
      caption={caption}
      rows={shares}
      rowKey={(share) => share.id ?? 'none'}
      columns={[
        { header: t`Name`, rowHeader: true, cell: (share) => share.name },
        { header: t`Rides`, className: 'amounts', cell: (share) => formatNumber(share.rides) },
        {
          header: t`Revenue`,
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
      labels: summary.days.map((day) => formatDay(day.date)),
      series: [
        {
          label: t`Revenue`,
          values: summary.days.map((d) => major(d.revenueMinor)),
          colour: COLOURS.revenue,
        },
        {
          label: t`Tips`,
          values: summary.days.map((d) => major(d.tipsMinor)),
          colour: COLOURS.tips,
        },
        {
          label: t`Refunds`,
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
          label: t`Rides`,
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
        { label: t`Rides`, values: summary.byDriver.map((s) => s.rides), colour: COLOURS.revenue },
      ],
    }),
    [summary.byDriver],
  );

  return (
    <>
      <Figure
        title={t`Revenue, tips and refunds per day`}
        table={
          <DataTable
            caption={t`Revenue, tips and refunds per day`}
            rows={summary.days}
            rowKey={(day) => day.date}
            columns={[
              { header: t`Day`, rowHeader: true, cell: (day) => formatDay(day.date) },
              { header: t`Rides`, className: 'amounts', cell: (day) => formatNumber(day.rides) },
              {
                header: t`Revenue`,
                className: 'amounts',
                cell: (day) => formatMoney(day.revenueMinor, currency),
              },
              {
                header: t`Tips`,
                className: 'amounts',
                cell: (day) => formatMoney(day.tipsMinor, currency),
              },
              {
                header: t`Refunds`,
                className: 'amounts',
                cell: (day) => formatMoney(day.refundsMinor, currency),
              },
            ]}
          />
        }
      >
        <MoneyChart
          description={t`Bar chart of revenue, tips and refunds (${currency}) for each day from ${formatDay(summary.from)} to ${formatDay(summary.to)}; the table below lists the same figures.`}
          {...perDay}
        />
      </Figure>
      <Figure
        title={t`Rides by vehicle type`}
        table={
          <SharesTable
            caption={t`Rides and revenue by vehicle type`}
            shares={summary.byVehicleType}
            currency={currency}
          />
        }
      >
        <MoneyChart
          description={t`Bar chart of rides charged by vehicle type; the table below lists the same figures.`}
          horizontal
          counts
          {...byType}
        />
      </Figure>
      <Figure
        title={t`Rides by driver`}
        table={
          <SharesTable
            caption={t`Rides and revenue by driver`}
            shares={summary.byDriver}
            currency={currency}
          />
        }
      >
        <MoneyChart
          description={t`Bar chart of rides charged by driver; the table below lists the same figures.`}
          horizontal
          counts
          {...byDriver}
        />
      </Figure>
    </>
  );
}
