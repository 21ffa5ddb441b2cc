import type { Quote, RateLine } from './types.ts';

const SECONDS_PER_MINUTE = 60;

/**
 * The minutes of waiting a ride is billed: what it waited beyond the company's free waiting
 * minutes, rounded up to whole minutes (one second past the free wait is a minute). A ride that
 * never waited, or waited within the free wait, is billed none; no free wait set is none free.
 */
export function billedWaitingMinutes(
  waitingSeconds: number | null,
  freeWaitingMinutes: number | null,
): number {
  const beyond = (waitingSeconds ?? 0) - (freeWaitingMinutes ?? 0) * SECONDS_PER_MINUTE;
  return beyond > 0 ? Math.ceil(beyond / SECONDS_PER_MINUTE) : 0;
}

function valuesByName(lines: readonly RateLine[]): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of lines) values.set(line.name, (values.get(line.name) ?? 0) + line.value);
  return values;
}

/**
 * A booked price with what waiting adds to it: `before` and `after` are the engine's quotes of the
 * booked trip without and with the billed waiting, and each of their lines' differences (the
 * waiting line, and the surcharges, minimum fare adjustment, gratuity and tax it moves) is added
 * to the booked line of that name, or becomes a line of its own in the engine's order. When the
 * booked lines are the engine's `before` (the rates have not changed since booking) the result is
 * exactly `after`; otherwise the booking keeps its price and the waiting is priced as the rates
 * now price it. The amount is the sum of the lines; lines worth nothing are left out.
 */
export function withWaiting(booked: readonly RateLine[], before: Quote, after: Quote): Quote {
  const was = valuesByName(before.lines);
  const now = valuesByName(after.lines);
  const order = [...new Set([...after.lines, ...before.lines].map((line) => line.name))];
  const lines = booked.map((line) => ({ ...line }));
  order.forEach((name, position) => {
    const delta = (now.get(name) ?? 0) - (was.get(name) ?? 0);
    if (delta === 0) return;
    const same = lines.find((line) => line.name === name);
    if (same) {
      same.value += delta;
      return;
    }
    // A line the booking lacks goes before the first booked line that follows it in the engine.
    const later = new Set(order.slice(position + 1));
    const at = lines.findIndex((line) => later.has(line.name));
    lines.splice(at === -1 ? lines.length : at, 0, { name, value: delta });
  });
  const kept = lines.filter((line) => line.value !== 0);
  return { amount: kept.reduce((n, line) => n + line.value, 0), lines: kept };
}
