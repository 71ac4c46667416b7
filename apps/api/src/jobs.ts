import type { AppContext } from './context';
import { authCleanupJob } from './modules/auth/jobs';

/** Every scheduled job of every domain, registered on the runner (each slot runs once across instances). */
export function registerJobs(ctx: AppContext) {
  ctx.jobs.register(authCleanupJob(ctx));
}
