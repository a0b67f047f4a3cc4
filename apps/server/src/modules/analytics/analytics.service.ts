import type { AnalyticsEvent, AnalyticsEventsResponse, PageViewsRow } from '@casino/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { deleteEventsBefore, pageViewsSince, rollUpSince } from './analytics.repository.ts';
import type { AnalyticsSink, StoredEvent } from './analytics.sink.ts';

export interface AnalyticsService {
  /**
   * Takes a request's events into the next batch and resolves once that batch is written: `accepted`
   * is how many are stored (0 when the buffer was full or the write failed). Nothing is acknowledged
   * that a killed process could still lose (issue 27, item 5).
   */
  record(
    channelCode: string,
    accountId: string | null,
    events: readonly AnalyticsEvent[],
  ): Promise<AnalyticsEventsResponse>;
  /** Writes what is buffered now (the timer does it every flushMs; close() does it a last time). */
  flush(): Promise<void>;
  close(): Promise<void>;
  /** Page views per route per Asia/Tokyo day over the last `days` days (today included). */
  pageViews(days: number): Promise<PageViewsRow[]>;
}

/** Drops the query string and fragment: they can carry tokens (/reset-password?token=…). */
export function pathOnly(path: string): string {
  return path.split(/[?#]/, 1)[0] || '/';
}

/** Keeps origin + path of a referrer URL; anything that is not an http(s) URL is dropped. */
export function referrerOnly(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : null;
  } catch {
    return null;
  }
}

/** Midnight in Tokyo, `days − 1` days before the day of `now`: the start of a `days`-day report. */
export function reportStart(now: Date, days: number): Date {
  const tokyo = new Date(now.getTime() + 9 * 3_600_000);
  const midnight = Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth(), tokyo.getUTCDate() - (days - 1));
  return new Date(midnight - 9 * 3_600_000);
}

/**
 * The rows of the page-view report (the back office and `npm run report:pageviews` alike), read from
 * the daily roll-ups; the days still held raw are folded in first, so today's views show at once.
 */
export async function pageViewsReport(db: Db, now: Date, days: number): Promise<PageViewsRow[]> {
  const from = reportStart(now, days);
  await rollUpSince(db, from);
  const rows = await pageViewsSince(db, from);
  return rows.map((r) => ({ id: `${r.day} ${r.path}`, ...r }));
}

/**
 * The retention job's work: every day still held raw is folded into the roll-up, then raw events older
 * than `retentionDays` (whole Tokyo days) are deleted. Idempotent, and it runs under the job's advisory lock.
 */
export async function rollUpAndPrune(db: Db, now: Date, retentionDays: number) {
  const rolledUp = await rollUpSince(db, new Date(0));
  const deleted = await deleteEventsBefore(db, reportStart(now, retentionDays));
  return { rolledUp, deleted };
}

/** The report as a plain-text table: day, path, views, visitors. */
export function formatPageViews(rows: readonly PageViewsRow[]): string {
  const head = ['day', 'path', 'views', 'visitors'];
  const cells = rows.map((r) => [r.day, r.path, String(r.views), String(r.visitors)]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) =>
    c.map((v, i) => (i >= 2 ? v.padStart(widths[i] ?? 0) : v.padEnd(widths[i] ?? 0))).join('  ');
  const total = rows.reduce((sum, r) => sum + r.views, 0);
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line), `${total} page views`].join(
    '\n',
  );
}

export interface AnalyticsOptions {
  db: Db;
  sink: AnalyticsSink;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often the buffer is written (ms): also the longest a request waits for its answer. */
  flushMs?: number;
  /** A batch this large is written at once, without waiting for the timer. */
  batchSize?: number;
  /** Most events held in memory; beyond it new events are dropped until the next write (a flood cannot grow memory). */
  maxBuffered?: number;
}

/**
 * The collector of the site's page views (SPEC §1), by group commit: requests put their events in a
 * buffer and wait; it is written in batches (one INSERT, or one POST to an outside service) every
 * `flushMs` or every `batchSize` events, and each request is answered when the batch holding its
 * events is written. One INSERT per batch, never one per request, and nothing acknowledged is only in
 * memory.
 */
export function createAnalyticsService(options: AnalyticsOptions): AnalyticsService {
  const { db, sink, clock, log } = options;
  const flushMs = options.flushMs ?? 50;
  const batchSize = options.batchSize ?? 200;
  const maxBuffered = options.maxBuffered ?? 5000;
  /** One request's events and who to tell how many were stored. */
  interface Waiting {
    events: StoredEvent[];
    answer: (stored: number) => void;
  }
  const buffer: Waiting[] = [];
  let buffered = 0;
  let writing: Promise<void> = Promise.resolve();

  /** Whole requests, up to `batchSize` events (a request larger than a batch goes alone). */
  function nextBatch(): Waiting[] {
    const batch: Waiting[] = [];
    let size = 0;
    while (buffer.length > 0 && (batch.length === 0 || size + buffer[0]!.events.length <= batchSize)) {
      const next = buffer.shift()!;
      batch.push(next);
      size += next.events.length;
    }
    buffered -= size;
    return batch;
  }

  function flush(): Promise<void> {
    // Writes run one after another: a slow write never interleaves with the next batch.
    writing = writing.then(async () => {
      while (buffer.length > 0) {
        const batch = nextBatch();
        const events = batch.flatMap((w) => w.events);
        let stored = true;
        try {
          await sink.write(events);
        } catch (error) {
          stored = false;
          log.warn({ err: error, events: events.length, sink: sink.kind }, 'analytics batch dropped');
        }
        for (const waiting of batch) waiting.answer(stored ? waiting.events.length : 0);
      }
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    async record(channelCode, accountId, events) {
      const room = Math.max(0, maxBuffered - buffered);
      const now = clock.now();
      const taken = events.slice(0, room).map((e): StoredEvent => ({
        channel_code: channelCode,
        event_type: e.type,
        path: pathOnly(e.path),
        title: e.title ?? null,
        language: e.language ?? null,
        referrer: referrerOnly(e.referrer),
        anonymous_id: e.anonymousId ?? null,
        viewport_width: e.viewport?.width ?? null,
        viewport_height: e.viewport?.height ?? null,
        account_id: accountId,
        received_at: now,
      }));
      if (taken.length === 0) return { accepted: 0 };
      const stored = new Promise<number>((answer) => buffer.push({ events: taken, answer }));
      buffered += taken.length;
      if (buffered >= batchSize) void flush();
      return { accepted: await stored };
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
    async pageViews(days) {
      await flush();
      return pageViewsReport(db, clock.now(), days);
    },
  };
}
