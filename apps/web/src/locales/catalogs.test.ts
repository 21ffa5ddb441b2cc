import { fileURLToPath } from 'node:url';
import { describeCatalogs } from '../../../../scripts/lib/lingui-catalogs.ts';

// `npm run i18n:extract -w apps/web` brings the code's messages in; the spec's English stays.
describeCatalogs(
  'the rider app’s catalogs',
  fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)),
  'Where Can We Take You?',
);
