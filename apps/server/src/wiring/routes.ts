import type { FastifyRequest } from 'fastify';
import { byIp, RULES } from '../modules/limits/limits.service.ts';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { ApiError } from '../errors.ts';
import type { AnalyticsService } from '../modules/analytics/analytics.service.ts';
import { analyticsOperatorRoutes, analyticsRoutes } from '../modules/analytics/analytics.routes.ts';
import { approvalsOperatorRoutes } from '../modules/approvals/approvals.routes.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { sessionPlugin } from '../modules/auth/session.plugin.ts';
import { captchaRoutes } from '../modules/captcha/captcha.routes.ts';
import { channelRoutes } from '../modules/channel/channel.routes.ts';
import { contentOperatorRoutes } from '../modules/content/content-operator.routes.ts';
import { contentRoutes } from '../modules/content/content.routes.ts';
import { createGamesAdmin } from '../modules/games/games.admin.ts';
import { favouritesRoutes } from '../modules/games/favourites.routes.ts';
import { createCollectionsAdmin } from '../modules/games/collections.admin.ts';
import { collectionsOperatorRoutes, collectionsRoutes } from '../modules/games/collections.routes.ts';
import { gamesRoutes } from '../modules/games/games.routes.ts';
import { healthRoutes } from '../modules/health/health.routes.ts';
import { createHealthService } from '../modules/health/health.service.ts';
import { devJobRoutes } from '../modules/jobs/dev.routes.ts';
import { inboxOperatorRoutes } from '../modules/inbox/inbox.operator-routes.ts';
import { bonusSettingsOperatorRoutes } from '../modules/wallet/bonus-settings.operator-routes.ts';
import { inboxRoutes } from '../modules/inbox/inbox.routes.ts';
import { progressionOperatorRoutes, progressionRoutes } from '../modules/progression/progression.routes.ts';
import { createMissionsAdmin } from '../modules/missions/missions.admin.ts';
import { jackpotsOperatorRoutes, jackpotsRoutes } from '../modules/jackpots/jackpots.routes.ts';
import { missionsOperatorRoutes, missionsRoutes } from '../modules/missions/missions.routes.ts';
import { kycOperatorRoutes, kycRoutes } from '../modules/kyc/kyc.routes.ts';
import { liveRoutes } from '../modules/live/live.routes.ts';
import { launchRoutes } from '../modules/launch/launch.routes.ts';
import { lobbyOrigins } from '../modules/launch/lobby-url.ts';
import { maintenanceGuard } from '../modules/maintenance/maintenance.guard.ts';
import { operatorPlayersRoutes } from '../modules/operator/operator-players.routes.ts';
import { operatorRequestPlugin } from '../modules/operator/operator.plugin.ts';
import { operatorRoutes } from '../modules/operator/operator.routes.ts';
import { outboxRoutes } from '../modules/outbox/outbox.routes.ts';
import { phoneRoutes } from '../modules/phone/phone.routes.ts';
import { raffleBannerRoutes } from '../modules/raffles/raffles.banner.ts';
import { operatorRaffleRoutes } from '../modules/raffles/raffles.operator-routes.ts';
import { raffleRoutes } from '../modules/raffles/raffles.routes.ts';
import {
  responsiblePlayOperatorRoutes,
  responsiblePlayRoutes,
} from '../modules/responsible-play/responsible-play.routes.ts';
import { studioDevRoutes } from '../modules/studio/studio.dev-routes.ts';
import { studioMathsRoutes } from '../modules/studio/studio.maths-routes.ts';
import { studioRoutes } from '../modules/studio/studio.routes.ts';
import { lobbyRoutes } from '../modules/tournaments/lobby.routes.ts';
import { tournamentsOperatorRoutes } from '../modules/tournaments/tournaments.operator-routes.ts';
import { tournamentsRoutes } from '../modules/tournaments/tournaments.routes.ts';
import { walletProviderRoutes } from '../modules/wallet/game-wallet/wallet-provider.routes.ts';
import { walletRoutes } from '../modules/wallet/wallet.routes.ts';
import { channelGuard } from '../plugins/channel-guard.ts';
import { crossSiteGuard } from '../plugins/cross-site-guard.ts';
import { registerBackofficeSite, registerGamesSite, registerStaticSite } from '../plugins/static-site.ts';
import type { CompetitionServices } from './competitions.ts';
import type { App } from './fastify.ts';
import type { BaseServices, OperatorServices, PlayerServices } from './services.ts';

export type Services = BaseServices &
  PlayerServices &
  OperatorServices &
  CompetitionServices & { analytics: AnalyticsService };

/** JSON only, compressed above a kilobyte, behind the CHANNEL and cross-site guards. */
async function registerApiScope(api: App, s: Services) {
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
  await api.register(channelGuard, { isKnownChannel: s.channels.isKnownChannel });
  await api.register(crossSiteGuard, { trustedOrigins: new Set([new URL(s.config.publicUrl).origin]) });
}

/** What a player's browser calls: before the maintenance guard, then after it, then the session. */
async function registerPlayerRoutes(api: App, s: Services) {
  const { config, limits } = s;
  const isMaintenance = async () => (await s.channels.getFlags(config.channelCode)).maintenence;
  await api.register(healthRoutes, { service: createHealthService(s.db) });
  await api.register(channelRoutes, { service: s.channels });
  await api.register(gamesRoutes, { service: s.games, limits });
  await api.register(collectionsRoutes, { service: s.collections });
  await api.register(maintenanceGuard, { apiBasePath: config.apiBasePath, isMaintenance });
  await api.register(analyticsRoutes, {
    service: s.analytics,
    sessionAccount: async (request) => (await s.sessions.resolve(s.cookies.read(request)))?.accountId ?? null,
    limits,
  });
  await api.register(sessionPlugin, { sessions: s.sessions, cookies: s.cookies });
  await api.register(authRoutes, {
    service: s.auth,
    limits,
    cookies: s.cookies,
    signupExtension: s.signupExtension,
  });
  await api.register(kycRoutes, { service: s.kyc, limits, uploads: s.kycUploads });
  await api.register(phoneRoutes, { service: s.phone, limits });
  await api.register(captchaRoutes, { service: s.captcha, limits });
  await api.register(walletRoutes, { service: s.wallet, rounds: s.betRounds, limits });
  await api.register(launchRoutes, {
    service: s.launch,
    limits,
    lobbyOrigins: lobbyOrigins(config),
    isMaintenance,
  });
  await api.register(studioRoutes, { service: s.studio, limits, background: s.background });
  await api.register(studioMathsRoutes, { limits });
  await api.register(responsiblePlayRoutes, { service: s.responsiblePlay, limits });
  await api.register(liveRoutes, { hub: s.liveHub });
  await api.register(favouritesRoutes, { service: s.favourites, limits });
  await api.register(inboxRoutes, { service: s.inbox, limits });
  await api.register(progressionRoutes, { service: s.progression, limits });
  await api.register(missionsRoutes, { service: s.missions, limits });
  await api.register(jackpotsRoutes, { service: s.jackpots });
}

/** The back office's API (/operator): every route behind the operator guards. */
async function registerOperatorRoutes(api: App, s: Services) {
  const guards = s.operatorGuards;
  await api.register(operatorRequestPlugin);
  await api.register(operatorRoutes, {
    db: s.db,
    clock: s.clock,
    auth: s.operators,
    audit: s.audit,
    cookies: s.operatorCookies,
    guards,
    limits: s.limits,
    outbox: s.outbox,
    transports: { email: s.mailer.kind, sms: s.sms.kind },
    background: s.background,
    channels: s.channels,
    channelCode: s.config.channelCode,
    games: createGamesAdmin(s.db, () => void s.events.publish('catalogue.changed', {})),
  });
  await api.register(operatorPlayersRoutes, { guards, players: s.operatorPlayers });
  await api.register(collectionsOperatorRoutes, {
    guards,
    audit: s.audit,
    admin: createCollectionsAdmin(s.db, () => void s.events.publish('catalogue.changed', {})),
  });
  await api.register(responsiblePlayOperatorRoutes, { guards, service: s.responsiblePlay, audit: s.audit });
  await api.register(inboxOperatorRoutes, { guards, service: s.inbox });
  await api.register(progressionOperatorRoutes, { guards, service: s.progression });
  await api.register(missionsOperatorRoutes, {
    guards,
    audit: s.audit,
    admin: createMissionsAdmin({
      db: s.db,
      clock: s.clock,
      onChanged: () => void s.events.publish('missions.changed', {}),
    }),
  });
  await api.register(jackpotsOperatorRoutes, {
    guards,
    service: s.jackpots,
    audit: s.audit,
    onChanged: (jackpotId) => s.live.jackpotChanged(jackpotId, true),
  });
  await api.register(bonusSettingsOperatorRoutes, {
    guards,
    wallet: s.wallet,
    audit: s.audit,
    clock: s.clock,
  });
}

/** Raffles, tournaments, content and promotions: their player routes and their operator routes. */
async function registerCompetitionAndContentRoutes(api: App, s: Services) {
  const guards = s.operatorGuards;
  await api.register(raffleRoutes, { service: s.raffles });
  await api.register(operatorRaffleRoutes, { guards, admin: s.rafflesAdmin, audit: s.audit });
  await api.register(tournamentsRoutes, {
    service: s.tournaments,
    limits: s.limits,
    verifyPlayerToken: (token) => s.auth.verifyPlayerToken(token),
  });
  await api.register(tournamentsOperatorRoutes, { guards, service: s.tournaments });
  const { content, promotions, promoCodes } = s;
  await api.register(contentRoutes, { content, promotions, promoCodes, limits: s.limits });
  await api.register(contentOperatorRoutes, { guards, content, promotions });
  await api.register(approvalsOperatorRoutes, { guards, service: s.approvals });
  await api.register(kycOperatorRoutes, { service: s.kyc, guards });
  await api.register(analyticsOperatorRoutes, { service: s.analytics, guards });
}

/** Test-only routes (NODE_ENV=test): the outbox, the movable clock, committed studio seeds. */
async function registerTestRoutes(api: App, s: Services) {
  // The outbox holds codes and reset links: a test-only route; people read it in /operator.
  if (s.config.testRoutes) await api.register(outboxRoutes, { service: s.outbox, background: s.background });
  if (s.testClock) await api.register(devJobRoutes, { clock: s.testClock, jobs: s.jobs });
  if (s.config.testRoutes) await api.register(studioDevRoutes, { db: s.db, clock: s.clock });
}

/** Every route under API_BASE_PATH, in the order their guards need. */
export async function registerApi(app: App, s: Services) {
  await app.register(
    async (api) => {
      await registerApiScope(api, s);
      await registerPlayerRoutes(api, s);
      await registerOperatorRoutes(api, s);
      await registerCompetitionAndContentRoutes(api, s);
      await registerTestRoutes(api, s);
    },
    { prefix: s.config.apiBasePath },
  );

  // The seamless-wallet API of outside providers: under the API base path but OUTSIDE the CHANNEL
  // guard (providers are servers; they sign every request instead). It is its own scope: its raw-body
  // JSON parser (the signature covers the exact bytes) and its error format stay inside it.
  await app.register(walletProviderRoutes, {
    prefix: s.config.apiBasePath,
    service: s.wallet,
    sessions: s.launch,
    providers: s.config.walletProviders,
    clock: s.clock,
    toleranceSeconds: s.config.walletSignatureToleranceSeconds,
  });
}

/** Raffle banners, the lobby, the built sites, and the rate-limited not-found answer. */
export async function registerSites(app: App, s: Services) {
  const { config } = s;
  // Raffle banners, when the content CDN base is this server (SPEC §7; the default `/cdn`).
  if (config.contentCdnUrl.startsWith('/'))
    await app.register(raffleBannerRoutes, { cdnPath: config.contentCdnUrl });

  await app.register(lobbyRoutes, { config, embedders: lobbyOrigins(config) });
  const site = await registerStaticSite(app, config);
  await registerGamesSite(app, config);
  await registerBackofficeSite(app, config);

  // Unknown paths are rate-limited: otherwise a client could enumerate URLs (and load the server)
  // at full speed. Site pages answered by the SPA fallback are ordinary navigations and are not. The
  // counter is in PostgreSQL (limits module), shared by every process.
  const limitNotFound = s.limits.guard(RULES.notFoundIp, byIp);
  const notFoundPreHandler = async (request: FastifyRequest) => {
    if (site?.isPageRequest(request)) return;
    await limitNotFound(request);
  };
  app.setNotFoundHandler({ preHandler: notFoundPreHandler }, async (request, reply) => {
    if (site?.isPageRequest(request)) return site.sendIndex(request, reply);
    throw new ApiError(404, 'NOT_FOUND');
  });
}
