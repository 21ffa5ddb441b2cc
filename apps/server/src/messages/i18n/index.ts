/**
 * The server's messages in the reader's language (issue 34, decision 97): Lingui's core, one
 * instance per language, over catalogs extracted from the code. Shared like core/.
 */
export { english, i18nFor } from './catalogs.ts';
export { languageOf, moneyIn, pickupWhen } from './formats.ts';
export type { I18n } from '@lingui/core';
