import path from 'node:path';
import type { Server } from 'node:http';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase, databaseTarget } from './db/create-database.ts';
import { acquireDataDirLock } from './db/data-dir-lock.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { StartupError } from './errors.ts';
import { importDiskDocuments } from './modules/kyc/kyc.disk-import.ts';
import { createDatabaseDocumentStore } from './modules/kyc/kyc.store.ts';
import { listenMetrics } from './modules/metrics/metrics.server.ts';
import { seedTournaments } from './modules/tournaments/tournaments.seed.ts';

/** The only file that listens. Start: settings → site → database (migrate, seed) → listen → jobs. */
async function main(): Promise<void> {
  const config = loadConfig();
  const target = databaseTarget(config);
  // One process per PGlite data directory: a second server refuses to start (db/data-dir-lock.ts).
  const lock = target.kind === 'pglite' ? acquireDataDirLock(config.dataDir) : undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const db = createDatabase(target, {
    onPoolError: (error) => app?.log.error({ err: error }, 'idle database connection failed'),
  });
  try {
    app = await buildApp(config, { db });
    const migrations = await migrateToLatest(db);
    // KYC documents an older version kept on this host's disk move into the database (idempotent).
    const kycDocuments = await importDiskDocuments(
      db,
      createDatabaseDocumentStore(),
      path.join(config.dataDir, 'kyc'),
    );
    if (kycDocuments.imported > 0 || kycDocuments.missing > 0)
      app.log.warn({ kycDocuments }, 'KYC documents on this host (DATA_DIR/kyc) moved into the database');
    // Demo players, their scores and raffle wins only with SEED_DEMO=true (never on a production start).
    const demo = { demo: config.seedDemo };
    const seeded = { ...(await seed(db, config)), raffles: await app.seedRaffles(demo) };
    // First start: tournaments; with SEED_DEMO the finished one is settled (its prizes paid) by the jobs at once.
    const tournaments = await seedTournaments(db, new Date(), app.approvals, demo);
    if (tournaments > 0) await app.jobs.runOnce();
    app.log.info(
      {
        database: target.kind === 'postgres' ? 'postgres (DATABASE_URL)' : `pglite (${config.dataDir})`,
        migrations,
        seeded: { ...seeded, tournaments },
      },
      'database ready',
    );
  } catch (error) {
    await app?.close();
    await db.destroy();
    lock?.release();
    throw error;
  }

  const started = app;
  let metricsServer: Server | undefined;
  closeWithGrace({ delay: 10_000, logger: started.log }, async ({ signal, err }) => {
    if (err) started.log.error({ err }, 'closing after an unexpected error');
    else started.log.info({ signal }, 'closing');
    // app.close() stops the jobs (an onClose hook) and waits for a run in progress.
    metricsServer?.close();
    await started.close();
    await db.destroy();
    lock?.release();
  });

  await started.listen({ port: config.port, host: config.host });
  // Prometheus /metrics on its own port, never the public one (docs/operations.md "Metrics").
  if (config.metrics) {
    metricsServer = await listenMetrics(started.metrics, { ...config.metrics, log: started.log });
  }
  await announceFirstOperator(started, config.publicUrl);
  // Scheduled work (the stale-round sweeper…); each job runs in one process at a time (advisory locks).
  started.jobs.start();
}

/**
 * The first start creates the first admin (OPERATOR_EMAIL/OPERATOR_PASSWORD, else admin@localhost with
 * a random password). A generated password is printed here once — never stored in clear, never again
 * — so a newcomer can open the console and read the SMS codes the casino would have sent.
 */
async function announceFirstOperator(
  app: Awaited<ReturnType<typeof buildApp>>,
  publicUrl: string,
): Promise<void> {
  const first = await app.operators.ensureFirstOperator();
  if (!first.created) return;
  const url = `${publicUrl}/operator`;
  if (first.password === undefined) {
    app.log.warn({ operatorConsole: url }, `Operator console: ${url} — user ${first.email} (OPERATOR_EMAIL)`);
    return;
  }
  app.log.warn(
    { operatorConsole: url },
    `Operator console: ${url} — user ${first.email}, password ${first.password}, change it at first sign-in`,
  );
}

main().catch((error: unknown) => {
  // Settings and start-up problems are the operator's to fix: print the message, not a stack.
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
