import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors.ts';

/**
 * How many KYC uploads one process reads at once. Fastify holds a JSON body whole while it parses it
 * (up to KYC_BODY_LIMIT), so this is what bounds the memory uploads take: at most this many bodies.
 */
export const KYC_UPLOADS_IN_FLIGHT = 4;
/** Seconds a player's browser is told to wait when every slot is taken. */
export const KYC_UPLOAD_RETRY_AFTER_SECONDS = 5;

/**
 * A per-process semaphore for uploads, taken in onRequest (before the body is read) and given back
 * when the response is sent or the client goes away. When full: 429 TOO_MANY_REQUESTS + Retry-After.
 */
export function createUploadSlots(max = KYC_UPLOADS_IN_FLIGHT) {
  let inFlight = 0;
  const holders = new WeakSet<FastifyRequest>();
  const release = async (request: FastifyRequest) => {
    if (holders.delete(request)) inFlight -= 1;
  };
  return {
    /** The uploads being read right now (tests and the memory check read it). */
    inFlight: () => inFlight,
    async acquire(request: FastifyRequest, reply: FastifyReply) {
      if (inFlight >= max) {
        reply.header('retry-after', String(KYC_UPLOAD_RETRY_AFTER_SECONDS));
        throw new ApiError(429, 'TOO_MANY_REQUESTS');
      }
      inFlight += 1;
      holders.add(request);
    },
    release,
  };
}

export type UploadSlots = ReturnType<typeof createUploadSlots>;
