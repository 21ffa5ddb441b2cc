import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { LANGUAGES } from '@ride/domain';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const configPath = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url));

/**
 * Each language's catalog holds exactly the messages the code has (issue 34, decision 96): a message the
 * code gained and `npm run i18n:extract -w apps/console` did not bring in, or one the code dropped, fails
 * here, and so does a message left untranslated.
 */
describe('the console’s catalogs', async () => {
  const config = getConfig({ configPath, skipValidation: true });
  const [catalog] = await getCatalogs(config);
  const extracted = (await catalog!.collect()) ?? {};
  const inCode = Object.keys(extracted).sort();
  const catalogs = await catalog!.readAll();

  it('find the console’s messages in the code', () => {
    expect(inCode.length).toBeGreaterThan(50);
    expect(Object.values(extracted).map((m) => m.message)).toContain('Dispatch board');
  });

  it.each([...LANGUAGES])('%s has every message of the code and no other', (language) => {
    const messages = catalogs[language] ?? {};
    const live = Object.keys(messages)
      .filter((id) => !messages[id]?.obsolete)
      .sort();
    expect(live).toEqual(inCode);
    const obsolete = Object.keys(messages).filter((id) => messages[id]?.obsolete);
    expect(obsolete).toEqual([]);
  });

  it.each([...LANGUAGES])('%s translates every message', (language) => {
    const messages = catalogs[language] ?? {};
    const untranslated = inCode.filter((id) => !messages[id]?.translation);
    expect(untranslated.map((id) => extracted[id]?.message)).toEqual([]);
  });

  it('keeps the code’s English wording as the English catalog', () => {
    const english = catalogs.en ?? {};
    for (const id of inCode) expect(english[id]?.translation).toBe(extracted[id]?.message);
  });
});
