import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { parse, type Token } from '@messageformat/parser';
import { LANGUAGES } from '@ride/domain';
import { describe, expect, it } from 'vitest';

/** The names of a message's arguments, at any depth of its plurals and selects. */
function argumentsOf(tokens: Token[]): string[] {
  return tokens.flatMap((token) => {
    if (token.type === 'argument' || token.type === 'function') return [token.arg];
    if (token.type === 'select' || token.type === 'plural' || token.type === 'selectordinal') {
      return [token.arg, ...token.cases.flatMap((c) => argumentsOf(c.tokens))];
    }
    return [];
  });
}

/**
 * The names of a message's placeholders ({name}, {count, plural, …}), each once, sorted, as ICU
 * MessageFormat reads them: a select's branch text ({Fahrer}) is not one.
 */
const placeholders = (text: string) => [...new Set(argumentsOf(parse(text)))].sort();

/**
 * The tests every app's catalogs pass (issue 34 §2), from its Lingui config: each language holds
 * exactly the messages the code has (one the code gained and `npm run i18n:extract` did not bring
 * in, or one the code dropped, fails), translates every one with the English's placeholders, and
 * the English catalog is the code's English, unchanged. `sample` is a message the code must have.
 */
export function describeCatalogs(what: string, configPath: string, sample: string): void {
  describe(what, async () => {
    const config = getConfig({ configPath, skipValidation: true });
    // An app may keep several catalogs (the rider app's per group of screens, decision 98): each
    // holds exactly the messages of the code its own include and exclude paths cover.
    const catalogs = await Promise.all(
      (await getCatalogs(config)).map(async (catalog) => {
        const extracted = (await catalog.collect()) ?? {};
        return {
          name: catalog.path,
          extracted,
          inCode: Object.keys(extracted).sort(),
          languages: await catalog.readAll(),
          english: (id: string) => extracted[id]?.message ?? id,
        };
      }),
    );

    it('find their messages in the code', () => {
      expect(catalogs.length).toBeGreaterThan(0);
      expect(catalogs.reduce((sum, c) => sum + c.inCode.length, 0)).toBeGreaterThan(50);
      expect(catalogs.flatMap((c) => c.inCode.map(c.english))).toContain(sample);
      for (const { name, inCode } of catalogs) expect(inCode.length, name).toBeGreaterThan(0);
    });

    describe.each(catalogs)('$name', ({ inCode, languages, english }) => {
      it.each([...LANGUAGES])('%s has every message of the code and no other', (language) => {
        const messages = languages[language] ?? {};
        const live = Object.keys(messages).filter((id) => !messages[id]?.obsolete);
        expect(live.sort()).toEqual(inCode);
        expect(Object.keys(messages).filter((id) => messages[id]?.obsolete)).toEqual([]);
      });

      it.each([...LANGUAGES])(
        '%s translates every message, keeping its placeholders',
        (language) => {
          const messages = languages[language] ?? {};
          expect(inCode.filter((id) => !messages[id]?.translation).map(english)).toEqual([]);
          for (const id of inCode) {
            expect(placeholders(messages[id]?.translation ?? ''), english(id)).toEqual(
              placeholders(english(id)),
            );
          }
        },
      );

      it('keeps the English of the code as the English catalog', () => {
        for (const id of inCode) expect(languages.en?.[id]?.translation).toBe(english(id));
      });
    });
  });
}
