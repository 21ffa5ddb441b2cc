import { fileURLToPath } from 'node:url';
import { describeCatalogs } from '../../../../scripts/lib/lingui-catalogs.ts';

// `npm run i18n:extract -w apps/console` brings the code's messages in (decision 96).
describeCatalogs(
  'the console’s catalogs',
  fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)),
  'Dispatch board',
);
