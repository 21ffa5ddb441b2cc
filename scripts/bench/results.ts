/**
 * The bench beside itself (decision 91): every figure it prints is kept under a name, shown beside
 * the same figure of the last release read from the committed results file, with their ratio, and
 * `npm run bench -- --save` writes this run's figures into that file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const RESULTS_PATH = fileURLToPath(new URL('./baseline.json', import.meta.url));

/**
 * How far a figure may move the wrong way before it is called worse: beyond both the relative
 * margin and the absolute one (so 1 ms against 0.5 ms is not a doubling worth a marker).
 */
export interface Noise {
  relative: number;
  absolute: number;
}

/** Margins for the kinds of figure the bench prints (decision 91 gives the reasons). */
export const NOISE = {
  /** Built bytes: the same source gives the same bytes. */
  size: { relative: 0.01, absolute: 0.1 },
  /** Throughput, latency and CPU under load on the shared two-core machine. */
  load: { relative: 0.25, absolute: 2 },
  /** A ratio of two sides measured alike in one run: the machine's drift falls on both. */
  ratio: { relative: 0.05, absolute: 0.03 },
  /** Lighthouse's score, out of 100. */
  score: { relative: 0.05, absolute: 3 },
  /** Lighthouse's timings, in milliseconds. */
  paint: { relative: 0.25, absolute: 100 },
  /** Lighthouse's cumulative layout shift. */
  shift: { relative: 0.25, absolute: 0.02 },
} as const satisfies Record<string, Noise>;

export interface Figure {
  value: number;
  unit: string;
  better: 'higher' | 'lower';
}

/** What a figure measures: its unit, which way is better, and its noise. */
export interface FigureKind extends Omit<Figure, 'value'> {
  noise: Noise;
}

export interface SavedFigure extends Figure {
  /** The commit the figure was measured on. */
  release: string;
  /** The day (UTC) it was measured. */
  measuredOn: string;
}

export interface Results {
  figures: Record<string, SavedFigure>;
}

/** This run's value against the baseline's: above 1 means larger now. */
export function ratio(value: number, baseline: number): number {
  if (baseline === 0) return value === 0 ? 1 : Number.POSITIVE_INFINITY;
  return value / baseline;
}

/** True when the figure moved the wrong way by more than the noise. */
export function isWorse(figure: Figure, baseline: number, noise: Noise): boolean {
  const change = figure.better === 'lower' ? figure.value - baseline : baseline - figure.value;
  return change > noise.absolute && change > Math.abs(baseline) * noise.relative;
}

/** A number as the bench prints it: whole from 1,000, else up to four significant digits. */
export function formatValue(value: number): string {
  if (Math.abs(value) >= 1000) return Math.round(value).toLocaleString('en-US');
  return String(Number(value.toPrecision(4)));
}

/** A figure against its baseline figure. */
export interface Compared {
  was: number;
  ratio: number;
  worse: boolean;
}

/** Undefined when the baseline has no such figure, or has it in another unit. */
export function compare(
  figure: Figure,
  baseline: SavedFigure | undefined,
  noise: Noise,
): Compared | undefined {
  if (!baseline || baseline.unit !== figure.unit) return undefined;
  return {
    was: baseline.value,
    ratio: ratio(figure.value, baseline.value),
    worse: isWorse(figure, baseline.value, noise),
  };
}

/** `×0.95`, with `!` when worse beyond the noise. */
export const formatRatio = (compared: Compared) =>
  `${Number.isFinite(compared.ratio) ? `×${compared.ratio.toFixed(2)}` : '×∞'}${compared.worse ? '!' : ''}`;

/** `5,012 req/s ×0.95`: the baseline's figure and the ratio; `-` when there is none. */
export const comparison = (compared: Compared | undefined, unit: string) =>
  compared ? `${formatValue(compared.was)}${unit ? ` ${unit}` : ''} ${formatRatio(compared)}` : '-';

/** The line that tells how to read the comparisons. */
export const LEGEND =
  "Beside each figure: the last release's (scripts/bench/baseline.json) and this run's ratio to it; ! marks a figure worse beyond the noise margin (decision 91)";

/** Reads a results file; a missing file is an empty baseline, a malformed one an error. */
export function readResults(path: string): Results {
  if (!existsSync(path)) return { figures: {} };
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const figures = (parsed as { figures?: unknown } | null)?.figures;
  if (typeof figures !== 'object' || figures === null) {
    throw new Error(`${path}: no "figures" object`);
  }
  for (const [name, figure] of Object.entries(figures)) {
    const f = figure as Partial<SavedFigure>;
    if (
      typeof f.value !== 'number' ||
      typeof f.unit !== 'string' ||
      (f.better !== 'higher' && f.better !== 'lower') ||
      typeof f.release !== 'string' ||
      typeof f.measuredOn !== 'string'
    ) {
      throw new Error(`${path}: figure "${name}" needs value, unit, better, release, measuredOn`);
    }
  }
  return { figures: figures as Record<string, SavedFigure> };
}

/**
 * The baseline with this run's figures written over it, to three decimals: a run of some parts
 * (BENCH_ONLY) keeps the others' figures. Names sorted, so a save's diff shows only what changed.
 */
export function mergeResults(
  baseline: Results,
  run: Record<string, Figure>,
  release: string,
  measuredOn: string,
): Results {
  const figures: Record<string, SavedFigure> = { ...baseline.figures };
  for (const [name, figure] of Object.entries(run)) {
    // Three decimals are beyond any figure's noise, and keep the file readable.
    figures[name] = {
      ...figure,
      value: Math.round(figure.value * 1000) / 1000,
      release,
      measuredOn,
    };
  }
  const sorted = Object.keys(figures)
    .sort()
    .map((name) => [name, figures[name]!] as const);
  return { figures: Object.fromEntries(sorted) };
}

export function writeResults(path: string, results: Results): void {
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
}

let baseline: Results | undefined;
const run: Record<string, Figure> = {};
let part = '';

/** Names the bench part whose figures follow, so equal line names of two parts stay apart. */
export function beginPart(name: string): void {
  part = name;
}

/**
 * Keeps a figure of this run under its name and answers how it compares with the baseline's;
 * every printed figure goes through here.
 */
export function figure(name: string, value: number, kind: FigureKind): Compared | undefined {
  const { unit, better, noise } = kind;
  baseline ??= readResults(RESULTS_PATH);
  const measured = { value, unit, better };
  const key = `${part}: ${name}`;
  run[key] = measured;
  return compare(measured, baseline.figures[key], noise);
}

/** Writes this run's figures into the committed results file (`npm run bench -- --save`). */
export function saveResults(): void {
  const release = execFileSync('git', ['describe', '--tags', '--always'], {
    encoding: 'utf8',
  }).trim();
  const measuredOn = new Date().toISOString().slice(0, 10);
  const merged = mergeResults(readResults(RESULTS_PATH), run, release, measuredOn);
  writeResults(RESULTS_PATH, merged);
  console.log(
    `\n${Object.keys(run).length} figures saved to scripts/bench/baseline.json (release ${release})`,
  );
}
