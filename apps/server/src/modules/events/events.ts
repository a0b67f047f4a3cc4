import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createLocalBus, type EventBus } from './events.bus.ts';
import { createPostgresBus } from './events.postgres.ts';

export type { EventBus, EventTopic, EventTopics, EventBusStats } from './events.bus.ts';

/** The bus for this configuration: across processes on PostgreSQL (DATABASE_URL), in-process on PGlite. */
export async function createEventBus(
  config: Pick<Config, 'databaseUrl'>,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  if (config.databaseUrl) return createPostgresBus({ url: config.databaseUrl, log });
  return createLocalBus((error, topic) => log.error({ err: error, topic }, 'event handler failed'));
}
