import type { HealthResponse } from '@casino/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { pingDatabase } from './health.repository.ts';

export interface HealthService {
  check(): Promise<HealthResponse>;
}

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
  };
}
