import type { Messages } from '@lingui/core';

// The language's common catalog, and the way to its others, each a chunk of its own (decision 98).
export { messages } from './common/de.po';
export const catalogs = import.meta.glob<{ messages: Messages }>(['./*/de.po', '!./common/de.po']);
