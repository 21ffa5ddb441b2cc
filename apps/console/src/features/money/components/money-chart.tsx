import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartDataset,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the pieces a bar chart needs: the rest of Chart.js stays out of the chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface BarSeries {
  label: string;
  values: number[];
  colour: string;
}

/**
 * A bar chart drawn by Chart.js on a canvas. The canvas is an image named by `description`, which
 * says where the same figures are as text (the table beside it): a chart is never the only way to
 * read them. Loaded lazily, in a chunk of its own, by the money screen alone.
 */
export default function MoneyChart({
  description,
  labels,
  series,
  horizontal = false,
  counts = false,
}: {
  description: string;
  labels: string[];
  series: BarSeries[];
  horizontal?: boolean;
  /** The values are counts (rides): the axis marks whole numbers only. */
  counts?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // Chart.js draws on a canvas element it is handed: an imperative call that follows the data.
  useEffect(() => {
    if (!canvas.current) return;
    const datasets: ChartDataset<'bar'>[] = series.map((s) => ({
      label: s.label,
      data: s.values,
      backgroundColor: s.colour,
    }));
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels, datasets },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: series.length > 1 } },
        scales: { [horizontal ? 'x' : 'y']: { ticks: { precision: counts ? 0 : 2 } } },
      },
    });
    return () => chart.destroy();
  }, [labels, series, horizontal, counts]);
  return (
    <div className="money-chart">
      <canvas ref={canvas} role="img" aria-label={description} />
    </div>
  );
}
