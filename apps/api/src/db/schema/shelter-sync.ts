import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/**
 * Where the shelter sync (modules/shelter) left off, per region (`upr_cd`): the start of its last
 * complete run. The next run asks the service for animals changed since that day, the day before
 * included (the service filters by whole days). A region never synced has no row: its first run
 * reads the last weeks of intakes instead (decision 035).
 */
export const shelterSyncState = pgTable('shelter_sync_state', {
  region: text('region').primaryKey(),
  lastRunStartedAt: timestamp('last_run_started_at', {
    withTimezone: true,
    mode: 'date',
  }).notNull(),
  updatedAt: updatedAt(),
});
