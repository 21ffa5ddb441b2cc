import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { SchemeContrastProblem } from '@ride/domain';
import { formatNumber } from '../format.ts';

/** The colour pairs the domain's contrast rule checks, by their English names. */
const PAIRS: ReadonlyMap<string, MessageDescriptor> = new Map([
  ['Text on background', msg`Text on background`],
  ['Headings on background', msg`Headings on background`],
  ['Secondary text on background', msg`Secondary text on background`],
  [
    'Text on the tertiary colour (cards and chips)',
    msg`Text on the tertiary colour (cards and chips)`,
  ],
  ['Button text on the primary colour', msg`Button text on the primary colour`],
  [
    'Primary colour (buttons, selected borders) on background',
    msg`Primary colour (buttons, selected borders) on background`,
  ],
]);

/**
 * A colour pair too faint to read (the domain's schemeContrastProblems, worded in English there)
 * in the console's language, its ratios written the language's way; English exactly as the
 * domain's message.
 */
export function contrastProblemText(problem: SchemeContrastProblem): string {
  const known = PAIRS.get(problem.pair);
  const pair = known ? i18n._(known) : problem.pair;
  const ratio = formatNumber(problem.ratio);
  const minimum = formatNumber(problem.minimum);
  return problem.scheme === 'dark'
    ? t`In dark mode: ${pair}: contrast ${ratio}:1, needs at least ${minimum}:1.`
    : t`${pair}: contrast ${ratio}:1, needs at least ${minimum}:1.`;
}
