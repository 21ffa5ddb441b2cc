import { i18n } from '@lingui/core';
import { loadCatalog } from './lib/i18n/catalogs.ts';

// The app's unit tests read its texts in English, the spec's words, as the app starts (decision 93).
i18n.loadAndActivate({ locale: 'en', messages: await loadCatalog('en') });
