import { t } from '@lingui/core/macro';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  catalogsPending,
  chooseOwnLanguage,
  languageStore,
  screenCatalogsPending,
  showPartCatalogs,
  startLanguage,
} from './language.ts';

const stored = new Map<string, string>();
const root = { lang: '', dir: '' };

beforeAll(() => {
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    },
  });
  vi.stubGlobal('document', { documentElement: root });
  vi.stubGlobal('navigator', { languages: ['es-MX'], language: 'es-MX' });
});
afterAll(() => vi.unstubAllGlobals());

// A message of each catalog: the shell's (common), the sign-in screens' and the rides'.
const shell = () => t`Back`;
const signIn = () => t`Account Created`;
const rides = (amount = '$5.00') => t`A late cancellation fee of ${amount} will be billed.`;
// And one of a lazy part's own catalog (the profile's notification choices).
const notices = () => t`Receipts and refunds`;

describe('the catalogs of the rider’s language, per screen (decision 98)', () => {
  it('starts with the common catalog and the first screen’s, in that language only', async () => {
    await startLanguage({ defaultLanguage: 'en', offeredLanguages: ['en', 'es', 'fr'] }, ['auth']);
    expect(languageStore.get().language).toBe('es');
    expect(root).toEqual({ lang: 'es', dir: 'ltr' });
    expect(shell()).toBe('Atrás');
    expect(signIn()).toBe('Cuenta creada');
    // The rides' catalog is not loaded yet: Lingui falls back on the English.
    expect(rides()).toBe('A late cancellation fee of $5.00 will be billed.');
    expect(screenCatalogsPending('es', ['auth'])).toBeNull();
  });

  it('has a screen wait for its catalogs, then draw at once', async () => {
    const pending = screenCatalogsPending('es', ['rides']);
    expect(pending).toBeInstanceOf(Promise);
    // The same promise on every render until it is in, as React's `use` needs.
    expect(screenCatalogsPending('es', ['rides'])).toBe(pending);
    await pending;
    expect(screenCatalogsPending('es', ['rides'])).toBeNull();
    expect(rides()).toBe('Se facturará una tarifa por cancelación tardía de $5.00.');
  });

  it('loads what the screen shown needs in a newly chosen language before switching', async () => {
    await chooseOwnLanguage('fr');
    expect(languageStore.get().language).toBe('fr');
    expect(root.lang).toBe('fr');
    expect(stored.get('language')).toBe('fr');
    expect(shell()).toBe('Retour');
    expect(rides()).toBe('Des frais d’annulation tardive de $5.00 seront facturés.');
    // The sign-in screens' French waits for the next of them.
    expect(signIn()).toBe('Account Created');
    const pending = screenCatalogsPending('fr', ['auth']);
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(signIn()).toBe('Compte créé');
  });

  it('loads a lazy part’s catalogs with the screen’s while it is shown, and not once it is gone', async () => {
    const drop = showPartCatalogs(['notices']);
    await chooseOwnLanguage('es');
    expect(signIn()).toBe('Cuenta creada');
    expect(notices()).toBe('Recibos y reembolsos');
    drop();
    await chooseOwnLanguage('fr');
    // Without its part the French waits until the part is shown again.
    expect(notices()).toBe('Receipts and refunds');
    expect(catalogsPending('fr', ['notices'])).toBeInstanceOf(Promise);
  });
});
