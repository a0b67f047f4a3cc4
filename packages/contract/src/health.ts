import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  uptimeSeconds: z.number().nonnegative(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Liveness: the process answers (no database asked); a load balancer restarts it when this fails. */
export const livenessResponseSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().nonnegative(),
});
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/** Readiness: the database answers and its schema is this code's latest migration; else 503. */
export const readinessResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  migration: z.string(),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
