/** Development aids outside production: the console transport's mailbox, read at /dev/mailbox. */
import type { ModuleDefinition } from '../../module-definition';
import devRoutes from './routes';

export const devModule: ModuleDefinition = { name: 'dev', rootRoutes: [devRoutes] };
