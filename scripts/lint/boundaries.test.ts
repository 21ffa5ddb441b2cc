import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The boundary messages `npm run lint` gives a file of this path and code. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

const use = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('import boundaries in npm run lint', () => {
  it('keep the shared rules free of every app', async () => {
    expect(
      await boundaryErrors(
        'packages/domain/src/fares.ts',
        use('../../../apps/server/src/config.ts'),
      ),
    ).toEqual(['packages/domain holds the rules every app shares and imports no app']);
  });

  it('keep each app out of the others', async () => {
    const message = 'an app imports no other app: share through packages/domain';
    expect(
      await boundaryErrors('apps/web/src/lib/any.ts', use('../../../server/src/config.ts')),
    ).toEqual([message]);
    expect(
      await boundaryErrors(
        'apps/console/src/features/dispatch/any.ts',
        use('../../../../web/src/lib/download.ts'),
      ),
    ).toEqual([message]);
    expect(
      await boundaryErrors('apps/server/src/app.ts', use('../../console/src/lib/errors.ts')),
    ).toEqual([message]);
  });

  it("let a feature reach another only through that feature's index.ts", async () => {
    const from = 'apps/web/src/features/checkout/any.ts';
    expect(await boundaryErrors(from, use('../booking/lib/form-company.ts'))).toEqual([
      "a feature reaches another feature only through that feature's index.ts",
    ]);
    expect(await boundaryErrors(from, use('../booking/index.ts'))).toEqual([]);
    expect(await boundaryErrors(from, use('./lib/booking-error.ts'))).toEqual([]);
    expect(
      await boundaryErrors('apps/console/src/features/dispatch/any.ts', use('../money/index.ts')),
    ).toEqual([]);
  });

  it('hold from and into the role folders of a feature (api, components, hooks, lib, screens)', async () => {
    const from = 'apps/console/src/features/dispatch/screens/any.tsx';
    expect(await boundaryErrors(from, use('../../money/components/ride-money-panel.tsx'))).toEqual([
      "a feature reaches another feature only through that feature's index.ts",
    ]);
    expect(await boundaryErrors(from, use('../../money/index.ts'))).toEqual([]);
    expect(await boundaryErrors(from, use('../components/live-badge.tsx'))).toEqual([]);
  });
});
