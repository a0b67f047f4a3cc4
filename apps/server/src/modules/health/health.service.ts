import type { HealthResponse, LivenessResponse, ReadinessResponse } from '@casino/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { MIGRATION_NAMES } from '../../db/migrate.ts';
import { latestMigration, pingDatabase } from './health.repository.ts';

export interface HealthService {
  check(): Promise<HealthResponse>;
  live(): LivenessResponse;
  /** 503 while the database is unreachable or not yet migrated to this code's latest migration. */
  ready(): Promise<ReadinessResponse>;
}

const LATEST = MIGRATION_NAMES.at(-1) ?? '';

export function createHealthService(db: Db, startedAt = Date.now()): HealthService {
  return {
    async check() {
      try {
        await pingDatabase(db);
      } catch (error) {
        // 503 tells a load balancer to stop sending traffic here; the cause is logged, not sent.
        throw new ApiError(503, 'TECHNICAL_ERROR', { cause: error });
      }
      return {
        status: 'ok',
        database: 'ok',
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
    },
    live() {
      return { status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
    },
    async ready() {
      let migration: string | undefined;
      try {
        migration = await latestMigration(db);
      } catch (error) {
        throw new ApiError(503, 'TECHNICAL_ERROR', { cause: error }); // unreachable, or never migrated
      }
      if (migration !== LATEST) throw new ApiError(503, 'TECHNICAL_ERROR');
      return { status: 'ok', database: 'ok', migration };
    },
  };
}
