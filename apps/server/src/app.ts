import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { LogController } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createMailer } from './adapters/mail.ts';
import { createSmsSender } from './adapters/sms.ts';
import { createBackground, type Background } from './background.ts';
import { offsetClock, systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { seedRaffles } from './db/seed-raffles.ts';
import { ApiError } from './errors.ts';
import { analyticsOperatorRoutes, analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createAnalyticsService, type AnalyticsService } from './modules/analytics/analytics.service.ts';
import { createDatabaseSink, createForwardingSink } from './modules/analytics/analytics.sink.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService, type AuthService } from './modules/auth/auth.service.ts';
import { createSessionCookies, sessionPlugin } from './modules/auth/session.plugin.ts';
import { createSessionsService } from './modules/auth/sessions.service.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { createCaptchaService } from './modules/captcha/captcha.service.ts';
import { channelRoutes } from './modules/channel/channel.routes.ts';
import { createChannelService } from './modules/channel/channel.service.ts';
import { gamesRoutes } from './modules/games/games.routes.ts';
import { createGamesService } from './modules/games/games.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { contentOperatorRoutes } from './modules/content/content-operator.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { createContentService } from './modules/content/content.service.ts';
import { contentVariablesOf } from './modules/content/content.variables.ts';
import { createPromoCodesService, type PromoCodesService } from './modules/content/promo-codes.service.ts';
import { createPromotionsService } from './modules/content/promotions.service.ts';
import { createJobRunner, type JobRunner } from './modules/jobs/jobs.runner.ts';
import { devJobRoutes } from './modules/jobs/dev.routes.ts';
import { serverJobs } from './modules/jobs/jobs.ts';
import { launchRoutes } from './modules/launch/launch.routes.ts';
import { createLaunchService } from './modules/launch/launch.service.ts';
import { lobbyOrigins } from './modules/launch/lobby-url.ts';
import { kycOperatorRoutes, kycRoutes } from './modules/kyc/kyc.routes.ts';
import { createKycService } from './modules/kyc/kyc.service.ts';
import { createDocumentStore } from './modules/kyc/kyc.store.ts';
import { createSignupExtension, type PromoCodeRedeemer } from './modules/kyc/signup-extension.ts';
import { maintenanceGuard } from './modules/maintenance/maintenance.guard.ts';
import { createLimitsService } from './modules/limits/limits.service.ts';
import { createGamesAdmin } from './modules/games/games.admin.ts';
import { createAuditService } from './modules/operator/operator.audit.ts';
import {
  createOperatorAuthService,
  type OperatorAuthService,
} from './modules/operator/operator-auth.service.ts';
import {
  createOperatorCookies,
  createOperatorGuards,
  operatorRequestPlugin,
} from './modules/operator/operator.plugin.ts';
import { operatorPlayersRoutes } from './modules/operator/operator-players.routes.ts';
import { createOperatorPlayersService } from './modules/operator/operator-players.service.ts';
import { operatorRoutes } from './modules/operator/operator.routes.ts';
import { createRafflesAdmin } from './modules/raffles/raffles.admin.ts';
import { raffleBannerRoutes } from './modules/raffles/raffles.banner.ts';
import { createRaffleDrawer } from './modules/raffles/raffles.draw.ts';
import { raffleWagerObserver } from './modules/raffles/raffles.observer.ts';
import { operatorRaffleRoutes } from './modules/raffles/raffles.operator-routes.ts';
import { raffleRoutes } from './modules/raffles/raffles.routes.ts';
import { createRafflesService } from './modules/raffles/raffles.service.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { createOutboxService } from './modules/outbox/outbox.service.ts';
import { phoneRoutes } from './modules/phone/phone.routes.ts';
import { createPhoneService } from './modules/phone/phone.service.ts';
import { createSecretsService } from './modules/secrets/secrets.service.ts';
import { studioEngineFor, type RoundEngine } from './modules/studio/engine.ts';
import { createStudioRecovery } from './modules/studio/studio.recovery.ts';
import { studioDevRoutes } from './modules/studio/studio.dev-routes.ts';
import { studioJobList } from './modules/studio/studio.jobs.ts';
import { studioRoutes } from './modules/studio/studio.routes.ts';
import { createStudioService } from './modules/studio/studio.service.ts';
import { createAccountBonuses } from './modules/wallet/account-bonuses.ts';
import { walletProviderRoutes } from './modules/wallet/wallet-provider.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { GameMovementObservers } from './modules/wallet/wallet.observers.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { lobbyRoutes } from './modules/tournaments/lobby.routes.ts';
import { tournamentJobList } from './modules/tournaments/tournaments.jobs.ts';
import { tournamentsOperatorRoutes } from './modules/tournaments/tournaments.operator-routes.ts';
import { tournamentsRoutes } from './modules/tournaments/tournaments.routes.ts';
import { createTournamentObserver } from './modules/tournaments/tournaments.scoring.ts';
import { createTournamentsService } from './modules/tournaments/tournaments.service.ts';
import { createTournamentJobs } from './modules/tournaments/tournaments.settlement.ts';
import { channelGuard } from './plugins/channel-guard.ts';
import { crossSiteGuard } from './plugins/cross-site-guard.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { httpServerOptions, type HttpTimeouts } from './plugins/http-server.ts';
import { nulGuard } from './plugins/nul-guard.ts';
import { requestLogging } from './plugins/request-logging.ts';
import { routeTable } from './plugins/route-table.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { registerBackofficeSite, registerGamesSite, registerStaticSite } from './plugins/static-site.ts';
import { BET_HISTORY_PAGE_SIZE, GAME_CATALOGUE } from '@casino/contract';

declare module 'fastify' {
  interface FastifyInstance {
    /** The auth service, for later modules and tests (e.g. auth.verifyPlayerToken for embeds). */
    auth: AuthService;
    /** Scheduled work (the stale-round sweeper…): server.ts starts it; tests call runOnce(). */
    jobs: JobRunner;
    /** Work close() waits for: the reset mail sent after its answer, studio rounds in progress. */
    background: Background;
    /** Operator accounts: server.ts creates the first admin with it. */
    operators: OperatorAuthService;
    /** Demo raffles of a new install (db/seed-raffles.ts); server.ts calls it after seed(). */
    seedRaffles: () => Promise<number>;
    /** Promo codes: redeemPromoCode(accountId, code), for sign-up's promoCode and tests. */
    promoCodes: PromoCodesService;
    /** The page-view collector: tests flush its buffer. */
    analytics: AnalyticsService;
  }
}

/** Where log lines go (one JSON object per line); stdout when not given. Tests pass a collector. */
export interface LogStream {
  write(line: string): void;
}

export interface AppOptions {
  /** A migrated, seeded database; the caller owns it and destroys it after app.close(). */
  db: Db;
  logStream?: LogStream;
  /** Where services read the time; tests pass one they can advance. */
  clock?: Clock;
  /**
   * The studio's engine for a game code (default: @casino/studio's engine of every catalogue code).
   * Tests pass losing or failing engines.
   */
  engineFor?: (gameCode: string) => RoundEngine | undefined;
  /** Timeouts of the listening server (plugins/http-server.ts); tests pass short ones. */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** Applies a promo code given at sign-up (the promotions module); none: codes at sign-up are ignored. */
  promoCodes?: PromoCodeRedeemer;
}

const CATALOGUE_CODES = new Set(GAME_CATALOGUE.map((game) => game.gameCode));
const catalogueEngineFor = (gameCode: string) =>
  CATALOGUE_CODES.has(gameCode) ? studioEngineFor(gameCode) : undefined;

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** API request bodies are small JSON documents. */
const BODY_LIMIT = 64 * 1024;

/**
 * Builds the whole server — API under API_BASE_PATH, and the built site when there is one — without
 * listening. server.ts listens; tests call `app.inject()`. Reads no environment: everything comes in
 * `config` and `options`.
 */
export async function buildApp(config: Config, options: AppOptions) {
  const { db } = options;
  // A NODE_ENV=test server's clock can be moved forward (POST /dev/clock) by browser tests.
  const testClock = !options.clock && config.testRoutes ? offsetClock() : undefined;
  const clock = options.clock ?? testClock ?? systemClock;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Request lines are written by plugins/request-logging.ts and carry no headers; the redaction is
      // a second line of defence should anyone log a request, a reply or their headers.
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'headers.cookie',
          'headers.authorization',
          'res.headers["set-cookie"]',
          'headers["set-cookie"]',
          'req.body',
          'body',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: { method: string; url: string }) => ({
          method: request.method,
          url: request.url.split('?', 1)[0],
        }),
      },
    },
    // plugins/request-logging.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify takes a hop count as a number at run time, but its types only know a function for it.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // Request/connection timeouts and the catalogue's shape for Node's own parser errors.
    ...httpServerOptions(options.httpTimeouts),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(routeTable);
  await app.register(errorHandler);
  await app.register(nulGuard);
  await app.register(requestLogging, { apiBasePath: config.apiBasePath });
  await app.register(securityHeaders, { config });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    // Only routes that ask for it (config.rateLimit) and the not-found handler are limited.
    global: false,
    errorResponseBuilder: () => new ApiError(429, 'TOO_MANY_REQUESTS'),
  });

  const background = createBackground(app.log);
  app.decorate('background', background);
  const channels = createChannelService(db);
  const outbox = createOutboxService(db);
  const mailer = createMailer(config, outbox);
  const sms = createSmsSender(config, outbox);
  app.addHook('onClose', async () => {
    await background.drain(); // a reset mail still being sent goes out before the mailer closes
    mailer.close();
  });
  const limits = createLimitsService(db, config, clock);
  const secrets = createSecretsService(db, config);
  const sessions = createSessionsService(db, config, clock);
  const cookies = createSessionCookies(config, sessions);
  const captcha = createCaptchaService(db, config, clock);
  // Raffles and tournaments register here to count play in the bet's own transaction.
  const gameMovementObservers = new GameMovementObservers();
  gameMovementObservers.add(raffleWagerObserver());
  gameMovementObservers.add(createTournamentObserver());
  const wallet = createWalletService(db, {
    clock,
    observers: gameMovementObservers,
    signupBonus: config.walletSignupBonus,
    dailyBonus: config.dailyBonus,
    historyPageSize: BET_HISTORY_PAGE_SIZE,
  });
  const accountBonuses = createAccountBonuses({
    wallet,
    phoneVerifiedBonus: config.phoneVerifiedBonus,
    log: app.log,
  });
  const auth = createAuthService({
    db,
    config,
    clock,
    sessions,
    captcha,
    secrets,
    isCaptchaRequired: channels.isCaptchaRequired,
    sendMail: (message) => mailer.send(message),
    background,
    onAccountCreated: accountBonuses.onAccountCreated,
  });
  const phone = createPhoneService({
    db,
    clock,
    accounts: auth.accounts,
    secrets,
    sendSms: (message) => sms.send(message),
    limits,
    onFirstPhoneVerified: accountBonuses.onFirstPhoneVerified,
  });
  app.decorate('auth', auth);
  const games = createGamesService(db, config);
  const launch = createLaunchService({ config, clock, games, secrets, accounts: auth.accounts, wallet });
  const studio = createStudioService({
    db,
    clock,
    config,
    launch,
    games,
    accounts: auth.accounts,
    wallet,
    engineFor: options.engineFor ?? catalogueEngineFor,
    log: app.log,
  });
  const audit = createAuditService(db, clock);
  const kyc = createKycService({
    db,
    clock,
    audit,
    // Under DATA_DIR, never under a folder the server serves.
    store: createDocumentStore(path.join(config.dataDir, 'kyc'), [
      config.webDistDir,
      config.gamesDistDir,
      config.backofficeDistDir,
    ]),
  });
  const operators = createOperatorAuthService({ db, config, clock, audit });
  app.decorate('operators', operators);
  const operatorCookies = createOperatorCookies(config);
  const operatorGuards = createOperatorGuards(operators, operatorCookies);
  const operatorPlayers = createOperatorPlayersService({
    db,
    clock,
    accounts: auth.accounts,
    sessions,
    wallet,
    audit,
    kycStatus: (accountId) => kyc.status(accountId),
  });
  const content = createContentService({ db, clock, audit, variables: contentVariablesOf(config) });
  const promotions = createPromotionsService({ db, clock, audit, content });
  const promoCodes = createPromoCodesService({ db, clock, wallet });
  app.decorate('promoCodes', promoCodes);
  const recovery = createStudioRecovery({ db, clock, wallet, log: app.log });
  const raffles = createRafflesService({ db, clock, brandRef: config.brandRef, accounts: auth.accounts });
  const rafflesAdmin = createRafflesAdmin({
    db,
    clock,
    raffles,
    accounts: auth.accounts,
    accountRef: config.accountRef,
    brandRef: config.brandRef,
  });
  const raffleDrawer = createRaffleDrawer({ db, clock, wallet, accounts: auth.accounts, log: app.log });
  const displayNames = async (ids: string[]) => {
    const rows = await Promise.all(ids.map((id) => auth.accounts.get(id)));
    return new Map(rows.flatMap((row) => (row ? [[row.accountId, row.displayName] as const] : [])));
  };
  const tournaments = createTournamentsService({
    db,
    clock,
    config,
    displayNames,
    gameId: async (gameCode) => (await games.findGame(gameCode))?.gameId,
    audit,
  });
  const tournamentJobs = createTournamentJobs({ db, clock, wallet, displayNames, log: app.log });
  const jobs = createJobRunner(
    db,
    [
      ...serverJobs({
        config,
        clock,
        wallet,
        studio,
        recovery,
        log: app.log,
        raffles: {
          ensureQuickRaffles: () => rafflesAdmin.ensureQuickRaffles(),
          runDue: () => raffleDrawer.runDue(),
        },
      }),
      ...tournamentJobList(tournamentJobs, app.log),
      ...studioJobList(studio, clock, app.log),
    ],
    app.log,
  );
  app.decorate('jobs', jobs);
  app.decorate('seedRaffles', () => seedRaffles(db, { clock, admin: rafflesAdmin, drawer: raffleDrawer }));
  const analytics = createAnalyticsService({
    db,
    clock,
    log: app.log,
    sink: config.analyticsForwardUrl
      ? createForwardingSink(config.analyticsForwardUrl)
      : createDatabaseSink(db),
  });
  app.decorate('analytics', analytics);
  app.addHook('onClose', async () => analytics.close());
  // A promo code given at sign-up (SPEC §3's alternative shape) is redeemed once, like one typed on a
  // promotion page; tests may inject a counting fake.
  const signupPromoCodes: PromoCodeRedeemer = options.promoCodes ?? {
    redeem: (accountId, code) => promoCodes.redeemPromoCode(accountId, code),
  };
  const signupExtension = createSignupExtension({ clock, kyc, promoCodes: signupPromoCodes, log: app.log });
  const isMaintenance = async () => (await channels.getFlags(config.channelCode)).maintenence;
  app.addHook('onClose', async () => jobs.stop());

  await app.register(
    async (api) => {
      // API bodies are JSON only (ARCHITECTURE.md decision 6): anything else is 415.
      api.removeContentTypeParser('text/plain');
      // JSON answers above a kilobyte go out compressed when the client accepts it (a fast brotli level:
      // this runs per response). Request bodies are never decompressed (a small gzip can inflate to
      // gigabytes). Answers that come precompressed (the games catalogue) are left as they are.
      await api.register(fastifyCompress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
        globalDecompression: false,
      });
      await api.register(channelGuard, { isKnownChannel: channels.isKnownChannel });
      await api.register(crossSiteGuard, { trustedOrigins: new Set([new URL(config.publicUrl).origin]) });
      await api.register(healthRoutes, { service: createHealthService(db) });
      await api.register(channelRoutes, { service: channels });
      await api.register(gamesRoutes, { service: games });
      await api.register(maintenanceGuard, { apiBasePath: config.apiBasePath, isMaintenance });
      await api.register(analyticsRoutes, {
        service: analytics,
        sessionAccount: async (request) => (await sessions.resolve(cookies.read(request)))?.accountId ?? null,
      });
      await api.register(sessionPlugin, { sessions, cookies });
      await api.register(authRoutes, { service: auth, limits, cookies, signupExtension });
      await api.register(kycRoutes, { service: kyc, limits });
      await api.register(phoneRoutes, { service: phone, limits });
      await api.register(captchaRoutes, { service: captcha, limits });
      await api.register(walletRoutes, { service: wallet, limits });
      await api.register(launchRoutes, {
        service: launch,
        limits,
        lobbyOrigins: lobbyOrigins(config),
        isMaintenance,
      });
      await api.register(studioRoutes, { service: studio, limits, background });
      await api.register(operatorRequestPlugin);
      await api.register(operatorRoutes, {
        db,
        clock,
        auth: operators,
        audit,
        cookies: operatorCookies,
        guards: operatorGuards,
        limits,
        outbox,
        transports: { email: mailer.kind, sms: sms.kind },
        background,
        channels,
        channelCode: config.channelCode,
        games: createGamesAdmin(db, () => games.invalidateCatalogue()),
      });
      await api.register(operatorPlayersRoutes, { guards: operatorGuards, players: operatorPlayers });
      await api.register(raffleRoutes, { service: raffles });
      await api.register(operatorRaffleRoutes, { guards: operatorGuards, admin: rafflesAdmin, audit });
      await api.register(tournamentsRoutes, {
        service: tournaments,
        limits,
        verifyPlayerToken: (token) => auth.verifyPlayerToken(token),
      });
      await api.register(tournamentsOperatorRoutes, { guards: operatorGuards, service: tournaments });
      await api.register(contentRoutes, { content, promotions, promoCodes, limits });
      await api.register(contentOperatorRoutes, { guards: operatorGuards, content, promotions });
      await api.register(kycOperatorRoutes, { service: kyc, guards: operatorGuards });
      await api.register(analyticsOperatorRoutes, { service: analytics, guards: operatorGuards });
      // The outbox holds codes and reset links: a test-only route (NODE_ENV=test); people read it in /operator.
      if (config.testRoutes) await api.register(outboxRoutes, { service: outbox, background });
      if (testClock) await api.register(devJobRoutes, { clock: testClock, jobs });
      if (config.testRoutes) await api.register(studioDevRoutes, { db, clock });
    },
    { prefix: config.apiBasePath },
  );

  // The seamless-wallet API of outside providers: under the API base path but OUTSIDE the CHANNEL
  // guard (providers are servers; they sign every request instead). It is its own scope: its raw-body
  // JSON parser (the signature covers the exact bytes) and its error format stay inside it.
  await app.register(walletProviderRoutes, {
    prefix: config.apiBasePath,
    service: wallet,
    sessions: launch,
    providers: config.walletProviders,
    clock,
    toleranceSeconds: config.walletSignatureToleranceSeconds,
  });

  // Raffle banners, when the content CDN base is this server (SPEC §7; the default `/cdn`).
  if (config.contentCdnUrl.startsWith('/'))
    await app.register(raffleBannerRoutes, { cdnPath: config.contentCdnUrl });

  await app.register(lobbyRoutes, { config, embedders: lobbyOrigins(config) });
  const site = await registerStaticSite(app, config);
  await registerGamesSite(app, config);
  await registerBackofficeSite(app, config);

  // Unknown paths are rate-limited: otherwise a client could enumerate URLs (and load the server)
  // at full speed. Site pages answered by the SPA fallback are ordinary navigations and are not.
  const limitNotFound = app.rateLimit({ max: 60, timeWindow: '1 minute' });
  const notFoundPreHandler: typeof limitNotFound = async function (request, reply) {
    if (site?.isPageRequest(request)) return;
    await limitNotFound.call(this, request, reply);
  };
  app.setNotFoundHandler({ preHandler: notFoundPreHandler }, async (request, reply) => {
    if (site?.isPageRequest(request)) return site.sendIndex(request, reply);
    throw new ApiError(404, 'NOT_FOUND');
  });

  return app;
}
