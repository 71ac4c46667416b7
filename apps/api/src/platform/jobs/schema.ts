import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

/** One row per (job, time slot): the insert that wins the slot runs the job, so it runs once across instances. */
export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').notNull(),
    slot: text('slot').notNull(),
    instanceId: text('instance_id').notNull(),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at'),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);
