// Lets a command run with `node --import tsx` import a file as text, `import text from './x.po?raw'`,
// as Vite and the server's build do (the server's catalogs, the GraphQL schema). Node's
// documented module customisation hooks (module.register), registered before the command runs.
import { register } from 'node:module';

register('./raw-imports-hooks.mjs', import.meta.url);
