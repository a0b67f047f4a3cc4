import type { Migration } from 'kysely/migration';
import * as foundation from './20251123100000_foundation.ts';
import * as analyticsEvents from './20251123100100_analytics_events.ts';

/**
 * Every migration, by name. Names start with a UTC timestamp (yyyymmddHHMMSS) so they sort in the
 * order they were written; Kysely runs them in name order. A static list (rather than reading the
 * folder) works the same under tsx, vitest and any bundler. Add new migrations at the end; never edit
 * one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '20251123100000_foundation': foundation,
  '20251123100100_analytics_events': analyticsEvents,
};
