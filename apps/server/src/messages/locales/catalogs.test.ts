import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { LANGUAGES } from '@ride/domain';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const configPath = fileURLToPath(new URL('../../../lingui.config.ts', import.meta.url));

/**
 * Each language's catalog holds exactly the server's messages (issue 34): a message the code
 * gained and `npm run i18n:extract -w apps/server` did not bring in, or one the code dropped,
 * fails here, and so does a message left untranslated or an English text reworded.
 */
describe('the server’s catalogs', async () => {
  const config = getConfig({ configPath, skipValidation: true });
  const [catalog] = await getCatalogs(config);
  const extracted = (await catalog!.collect()) ?? {};
  const inCode = Object.keys(extracted).sort();
  const catalogs = await catalog!.readAll();

  it('find the mails’ and the short texts’ messages in the code', () => {
    expect(inCode.length).toBeGreaterThan(80);
    expect(inCode).toContain('Your ride is booked: #{number}');
    expect(inCode).toContain('Your chauffeur is on the way.');
  });

  it.each([...LANGUAGES])('%s has every message of the code and no other', (language) => {
    const messages = catalogs[language] ?? {};
    const live = Object.keys(messages)
      .filter((id) => !messages[id]?.obsolete)
      .sort();
    expect(live).toEqual(inCode);
    expect(Object.keys(messages).filter((id) => messages[id]?.obsolete)).toEqual([]);
  });

  it.each([...LANGUAGES])('%s translates every message', (language) => {
    const messages = catalogs[language] ?? {};
    expect(inCode.filter((id) => !messages[id]?.translation)).toEqual([]);
  });

  it('keeps the English text as the English catalog', () => {
    const english = catalogs.en ?? {};
    for (const id of inCode) expect(english[id]?.translation).toBe(id);
  });

  it.each(['es', 'fr', 'de', 'ar'])(
    '%s keeps every placeholder of the English text',
    (language) => {
      const messages = catalogs[language] ?? {};
      const names = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
      for (const id of inCode)
        expect(names(messages[id]?.translation ?? ''), id).toEqual(names(id));
    },
  );
});
