import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  FILLED_IN,
  headingSlots,
  jsxHeadings,
  type FoundHeading,
  type HeadingSlots,
} from '../../../scripts/lib/jsx-headings.ts';
import { SCREEN_ROUTES } from './app/routes/route-table.ts';
import { isTitleCase } from './lib/title-case.ts';

const SOURCE = fileURLToPath(new URL('.', import.meta.url));
/** The driver page (/driver) is the company's drivers', not the rider's. */
const DRIVER_ONLY = { folder: 'features/driver/', path: '/driver' };
/**
 * Headings the spec quotes in another case than Title Case: they stand as it writes them
 * (CLARIFICATIONS). Part 2 §2, ride details: "RIDE #" and the confirmation number, TRIP FOR;
 * guest checkout: REGISTER (OPTIONAL).
 */
const SPEC_QUOTED = new Set([`RIDE #${FILLED_IN}`, 'TRIP FOR', 'REGISTER (OPTIONAL)']);

/** The app's own modules, tests and generated code aside, as path → text. */
function sourceFiles(): Map<string, string> {
  const names = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter(
    (name) => /\.tsx?$/.test(name) && !/\.test[.-]/.test(name) && !name.startsWith('lib/gql/'),
  );
  return new Map(names.map((name) => [name, readFileSync(join(SOURCE, name), 'utf8')]));
}

/** Every heading the rider's screens show: each screen's title (its h1) and the headings in code. */
function riderHeadings(): (FoundHeading & { where: string })[] {
  const files = sourceFiles();
  const slots: HeadingSlots = new Map();
  for (const [name, text] of files) {
    for (const [component, props] of headingSlots(name, text)) slots.set(component, props);
  }
  const inCode = [...files]
    .filter(([name]) => !name.startsWith(DRIVER_ONLY.folder))
    .flatMap(([name, text]) =>
      jsxHeadings(name, text, slots).map((heading) => ({ ...heading, where: name })),
    );
  const titles = SCREEN_ROUTES.filter((route) => route.path !== DRIVER_ONLY.path).map((route) => ({
    line: 0,
    text: route.title,
    where: `route ${route.path}`,
  }));
  return [...titles, ...inCode];
}

describe("the rider app's headings", () => {
  const headings = riderHeadings();

  it('are found in the code, not only in the route table', () => {
    expect(headings.filter((h) => !h.where.startsWith('route ')).length).toBeGreaterThan(40);
  });

  it('show every text the spec quotes otherwise, so none is let through for nothing', () => {
    const shown = new Set(headings.map((heading) => heading.text));
    expect([...SPEC_QUOTED].filter((text) => !shown.has(text))).toEqual([]);
  });

  it('are in Title Case, but for those the spec quotes otherwise', () => {
    const notTitleCase = headings
      .filter((heading) => !SPEC_QUOTED.has(heading.text) && !isTitleCase(heading.text))
      .map(({ where, line, text }) => `${where}:${line} ${text}`);
    expect(notTitleCase).toEqual([]);
  });
});
