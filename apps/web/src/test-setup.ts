import { i18n } from '@lingui/core';
import { CATALOGS } from './lib/i18n/catalog-groups.ts';
import { loadCatalog } from './lib/i18n/catalogs.ts';

// The app's unit tests read its texts in English, the spec's words, as the app starts (decision
// 93): every catalog's, as each screen would load its own (decision 98).
for (const catalog of CATALOGS) i18n.load('en', await loadCatalog(catalog, 'en'));
i18n.activate('en');
