import { fileURLToPath } from 'node:url';
import { describeCatalogs } from '../../../../../scripts/lib/lingui-catalogs.ts';

// `npm run i18n:extract -w apps/server` brings the mails' and short texts' messages in (decision 97).
describeCatalogs(
  'the server’s catalogs',
  fileURLToPath(new URL('../../../lingui.config.ts', import.meta.url)),
  'Your chauffeur is on the way.',
);
