import { t } from '@lingui/core/macro';
import { autoCaptureMinutesProblem } from '@ride/domain';

/** The automatic capture as chosen on the form: off, or whole minutes 0 to 1440; or why not. */
export function autoCaptureChoice(
  on: boolean,
  text: string,
): { ok: true; minutes: number | null } | { ok: false; error: string } {
  if (!on) return { ok: true, minutes: null };
  const minutes = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  const problem = autoCaptureMinutesProblem(minutes);
  return problem ? { ok: false, error: problem } : { ok: true, minutes };
}

/** What the saved choice means, in a sentence. */
export function autoCaptureSaved(minutes: number | null): string {
  if (minutes === null) return t`Completed rides are captured only when you capture them.`;
  if (minutes === 0) return t`Completed rides are now captured as soon as they are completed.`;
  return t`Completed rides are now captured ${minutes} minutes after they are completed.`;
}
