/** Liveness and readiness probes (GET /api/health, /api/health/ready). */
import type { ModuleDefinition } from '../../module-definition';
import healthRoutes from './routes';

export const healthModule: ModuleDefinition = { name: 'health', routes: [healthRoutes] };
