import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../lib/i18n/catalogs.ts';
import { renderToStaticMarkup } from '../../../test-render.tsx';
import { SuggestionList } from './suggestion-list.tsx';

const suggestion = (placeId: string, mainText: string) => ({
  placeId,
  type: 'poi',
  mainText,
  secondaryText: '',
});

const list = (props: Partial<Parameters<typeof SuggestionList>[0]> = {}) =>
  renderToStaticMarkup(
    <SuggestionList
      suggestions={[]}
      query=""
      busy={false}
      failed={false}
      onRetry={() => undefined}
      onChoose={() => undefined}
      {...props}
    />,
  );

describe('SuggestionList', () => {
  afterEach(() => i18n.activate('en'));

  it('says in English what the search found, or why nothing shows', () => {
    expect(list()).toContain('Type an address, a place or an airport code.');
    expect(list({ failed: true })).toContain('The search is not available right now.');
    const found = list({
      query: 'pla',
      suggestions: [suggestion('saved:1', 'Home'), suggestion('place-1', 'The Plaza')],
    });
    expect(found).toContain('2 places');
    expect(found).toContain('Saved Places');
    expect(found).toContain('Search Results');
  });

  it('is written in the rider’s language', async () => {
    for (const catalog of ['common', 'booking'] as const) {
      i18n.load('es', await loadCatalog(catalog, 'es'));
    }
    i18n.activate('es');
    const failed = list({ failed: true });
    expect(failed).toContain('La búsqueda no está disponible en este momento.');
    expect(failed).toContain('Reintentar');
    expect(failed).not.toContain('not available');
    const found = list({
      query: 'pla',
      suggestions: [suggestion('recent:1', 'Home'), suggestion('place-1', 'The Plaza')],
    });
    expect(found).toContain('2 lugares');
    expect(found).toContain('Recientes');
    expect(found).toContain('Resultados de la búsqueda');
    expect(list({ query: 'zzz' })).toContain('Ningún lugar coincide con «zzz».');
  });
});
