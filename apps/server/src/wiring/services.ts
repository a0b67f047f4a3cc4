import { appCoinMoveEffects } from './coin-move-effects.ts';
import { createMailer } from '../adapters/mail.ts';
import { createSmsSender } from '../adapters/sms.ts';
import { createBackground } from '../background.ts';
import { offsetClock, systemClock } from '../clock.ts';
import type { Config } from '../config.ts';
import { createApprovalsService } from '../modules/approvals/approvals.service.ts';
import { createAnalyticsService } from '../modules/analytics/analytics.service.ts';
import { createDatabaseSink, createForwardingSink } from '../modules/analytics/analytics.sink.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import { createSessionCookies } from '../modules/auth/session.plugin.ts';
import { createSessionsService } from '../modules/auth/sessions.service.ts';
import { createCaptchaService } from '../modules/captcha/captcha.service.ts';
import { createChannelService } from '../modules/channel/channel.service.ts';
import { createContentService } from '../modules/content/content.service.ts';
import { contentVariablesOf } from '../modules/content/content.variables.ts';
import { createPromoCodesService } from '../modules/content/promo-codes.service.ts';
import { createPromotionsService } from '../modules/content/promotions.service.ts';
import { renderMarkdown } from '../modules/content/content.render.ts';
import { createFavouritesService } from '../modules/games/favourites.service.ts';
import { createInboxService } from '../modules/inbox/inbox.service.ts';
import { createJackpotsService } from '../modules/jackpots/jackpots.service.ts';
import { createProgressionService } from '../modules/progression/progression.service.ts';
import { createMissionCatalogue, createMissionsObserver } from '../modules/missions/missions.observer.ts';
import { createMissionsService, type MissionsServiceDeps } from '../modules/missions/missions.service.ts';
import { createCollectionsService } from '../modules/games/collections.service.ts';
import { createGamesService } from '../modules/games/games.service.ts';
import { createKycService } from '../modules/kyc/kyc.service.ts';
import { createDatabaseDocumentStore } from '../modules/kyc/kyc.store.ts';
import { createUploadSlots } from '../modules/kyc/kyc.uploads.ts';
import { createSignupExtension, type PromoCodeRedeemer } from '../modules/kyc/signup-extension.ts';
import { createLaunchService } from '../modules/launch/launch.service.ts';
import { createLimitsService } from '../modules/limits/limits.service.ts';
import { createOperatorAuthService } from '../modules/operator/operator-auth.service.ts';
import { createAuditService } from '../modules/operator/operator.audit.ts';
import { createOperatorCookies, createOperatorGuards } from '../modules/operator/operator.plugin.ts';
import { createOperatorPlayersService } from '../modules/operator/operator-players.service.ts';
import { createOutboxService } from '../modules/outbox/outbox.service.ts';
import { createPhoneService } from '../modules/phone/phone.service.ts';
import { createSecretsService } from '../modules/secrets/secrets.service.ts';
import { studioEngineFor } from '../modules/studio/engine.ts';
import { createResponsiblePlayService } from '../modules/responsible-play/responsible-play.service.ts';
import { STUDIO_PROVIDER, createStudioService } from '../modules/studio/studio.service.ts';
import type { StudioServiceDeps } from '../modules/studio/studio.deps.ts';
import { createAccountBonuses } from '../modules/wallet/player-wallet/account-event-bonuses.ts';
import { createBetRoundsService } from '../modules/wallet/player-wallet/bet-history.service.ts';
import { claimableIfClaimedBefore } from '../modules/wallet/player-wallet/daily-bonus.policy.ts';
import { createWalletService } from '../modules/wallet/wallet.service.ts';
import { BET_HISTORY_PAGE_SIZE, GAME_CATALOGUE, languageCodeSchema } from '@casino/contract';
import type { App } from './fastify.ts';
import type { AppOptions } from './options.ts';
import type { EventBus } from '../modules/events/events.ts';
import { createLiveHub } from '../modules/live/live.hub.ts';
import { createLiveService } from '../modules/live/live.service.ts';

/** Movements of a game round: the game on screen shows them itself (no live balance hint). */
const PLAY_TYPES = new Set(['BET', 'WIN']);
import { createMetrics } from '../modules/metrics/metrics.ts';
import { onLedgerCommitted } from '../modules/wallet/ledger/ledger-moves.ts';
import { poolStats } from '../db/create-database.ts';

const CATALOGUE_CODES = new Set(GAME_CATALOGUE.map((game) => game.gameCode));
const catalogueEngineFor = (gameCode: string) =>
  CATALOGUE_CODES.has(gameCode) ? studioEngineFor(gameCode) : undefined;

/** The clock, the database and the outside channels (mail, SMS) every other service is built on. */
export function createBaseServices(app: App, config: Config, options: AppOptions, events: EventBus) {
  const { db } = options;
  // A NODE_ENV=test server's clock can be moved forward (POST /dev/clock) by browser tests.
  const testClock = !options.clock && config.testRoutes ? offsetClock() : undefined;
  const clock = options.clock ?? testClock ?? systemClock;
  const background = createBackground(app.log);
  const outbox = createOutboxService(db);
  const mailer = createMailer(config, outbox);
  const sms = createSmsSender(config, outbox);
  app.addHook('onClose', async () => {
    await background.drain(); // a reset mail still being sent goes out before the mailer closes
    mailer.close();
  });
  const sessions = createSessionsService(db, config, clock, {
    onEnded: (which) => void events.publish('sessions.ended', which),
  });
  events.subscribe('sessions.ended', (which) => sessions.forget(which));
  events.subscribe('bus.reconnected', () => sessions.forget({}));
  const audit = createAuditService(db, clock);
  const liveHub = createLiveHub(events);
  const metrics = createMetrics({
    pool: () => poolStats(db),
    bus: () => events.stats(),
    live: () => liveHub.stats(),
  });
  // Committed coin movements of this process (ledger/ledger-moves.ts tells after each commit).
  const stopLedgerCount = onLedgerCommitted((rows) => metrics.ledger(rows));
  app.addHook('onClose', async () => stopLedgerCount());
  // Live streams (issue 29): open pages hear of coins moved outside the game they show, after commit.
  const live = createLiveService(events);
  const stopLiveBalance = onLedgerCommitted((rows, accountId) => {
    if (rows.some((row) => !PLAY_TYPES.has(row.type))) live.balanceChanged(accountId);
  });
  app.addHook('preClose', async () => {
    stopLiveBalance();
    live.close();
    liveHub.close(); // open streams would hold the server's close
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  const channels = createChannelService(db, {
    now: () => clock.now().getTime(),
    onChanged: (channelCode) => void events.publish('channels.changed', { channelCode }),
  });
  events.subscribe('channels.changed', () => channels.invalidate());
  events.subscribe('bus.reconnected', () => channels.invalidate());
  return {
    db,
    config,
    clock,
    testClock,
    log: app.log,
    background,
    outbox,
    mailer,
    sms,
    events,
    metrics,
    live,
    liveHub,
    channels,
    limits: createLimitsService(db, config, clock),
    secrets: createSecretsService(db, config),
    sessions,
    cookies: createSessionCookies(config, sessions),
    captcha: createCaptchaService(db, config, clock),
    audit,
    // Separation of duties: every coin-paying term is proposed and approved here (issue 24).
    approvals: createApprovalsService({ db, clock, audit }),
  };
}
export type BaseServices = ReturnType<typeof createBaseServices>;

/**
 * Missions (issue 30): the active missions kept in memory, the wallet's observer that counts each
 * round into them, and the player's service (made once the wallet exists).
 */
function createMissionParts(base: BaseServices) {
  const { db, clock } = base;
  const resetHour = base.config.missionsResetHour;
  const catalogue = createMissionCatalogue(clock);
  // A console change in any process clears every process's cache (the bus runs local handlers at once).
  base.events.subscribe('missions.changed', () => catalogue.invalidate());
  base.events.subscribe('bus.reconnected', () => catalogue.invalidate());
  return {
    catalogue,
    observer: createMissionsObserver(catalogue, resetHour),
    service: (deps: Pick<MissionsServiceDeps, 'wallet' | 'responsiblePlay'>) =>
      createMissionsService({ db, clock, resetHour, catalogue, ...deps }),
  };
}

/**
 * The studio and the progressive jackpot (issue 30) it resolves in each real round's transaction.
 * GET /jackpots answers from a short cache that every process clears on `jackpot.changed`.
 */
function createStudioParts(
  base: BaseServices,
  options: AppOptions,
  deps: Pick<StudioServiceDeps, 'launch' | 'games' | 'wallet' | 'mayPlay'> & {
    auth: { accounts: StudioServiceDeps['accounts'] };
  },
) {
  const jackpots = createJackpotsService({ db: base.db, clock: base.clock });
  base.events.subscribe('jackpot.changed', () => jackpots.invalidate());
  base.events.subscribe('bus.reconnected', () => jackpots.invalidate());
  const studio = createStudioService({
    db: base.db,
    clock: base.clock,
    config: base.config,
    launch: deps.launch,
    games: deps.games,
    accounts: deps.auth.accounts,
    wallet: deps.wallet,
    engineFor: options.engineFor ?? catalogueEngineFor,
    log: base.log,
    mayPlay: deps.mayPlay,
    jackpots,
    // After the commit: a drop is told at once, growth at most about once a second (live meters).
    jackpotMoved: (jackpotId, won) => base.live.jackpotChanged(jackpotId, won),
  });
  return { studio, jackpots };
}

/** A player's account, wallet and play: auth, phone, games, launch, the studio. */
export function createPlayerServices(base: BaseServices, options: AppOptions) {
  const { db, config, clock, log } = base;
  // Responsible play's one gate: the wallet asks it for every movement (issue 28, decision 12).
  const responsiblePlay = createResponsiblePlayService({
    db,
    clock,
    checkPassword: (accountId, password) => auth.accounts.checkPassword(accountId, password),
    playTotalsSince: (accountId, since) => wallet.playTotalsSince(accountId, since),
    supportOrganisation: config.responsiblePlaySupport,
  });
  const mayPlay = responsiblePlay.assertMayPlay;
  const missionParts = createMissionParts(base);
  const wallet = createWalletService(db, {
    clock,
    // What happens when coins move: the one registry (raffle tickets, tournament scores, limits…).
    effects: appCoinMoveEffects(responsiblePlay, base.live, missionParts.observer),
    signupBonus: config.walletSignupBonus,
    dailyBonus: config.dailyBonus,
    // The VIP tier's daily-bonus multiplier (issue 30): progression is built below, with this wallet.
    dailyBonusPercent: async (accountId) => (await progression.tierBenefits(accountId)).dailyBonusPercent,
    historyPageSize: BET_HISTORY_PAGE_SIZE,
    providerAccess: { providerGames: config.gameProviderCodes, ...config.providerAccess },
  });
  // Levels and VIP tiers (issue 30): experience comes from the registry above; rewards through the wallet.
  const progression = createProgressionService({ db, clock, wallet });
  const missions = missionParts.service({ wallet, responsiblePlay });
  const accountBonuses = createAccountBonuses({ wallet, phoneVerifiedBonus: config.phoneVerifiedBonus, log });
  // The inbox (issue 29): rewards through the wallet (its gate refuses a self-excluded player), the
  // live `inbox` hint after each delivery; prizes and security notices become messages (below, competitions.ts).
  const inbox = createInboxService({
    db,
    clock,
    wallet,
    audit: base.audit,
    languageOf: async (accountId) =>
      languageCodeSchema.safeParse((await auth.accounts.get(accountId))?.languageCode).data,
    renderMarkdown: (text) => renderMarkdown(text),
    onChanged: (accountId) => base.live.inboxDelivered(accountId),
    dailyBonus: {
      claimableIfClaimedBefore: (now) => claimableIfClaimedBefore(config.dailyBonus, now),
    },
  });
  const auth = createAuthService({
    db,
    config,
    clock,
    sessions: base.sessions,
    captcha: base.captcha,
    secrets: base.secrets,
    isCaptchaRequired: base.channels.isCaptchaRequired,
    sendMail: (message) => base.mailer.send(message),
    background: base.background,
    onAccountCreated: accountBonuses.onAccountCreated,
    onSecurityNotice: (accountId, kind) => inbox.securityNotice(accountId, kind),
  });
  const phone = createPhoneService({
    db,
    clock,
    accounts: auth.accounts,
    secrets: base.secrets,
    sendSms: (message) => base.sms.send(message),
    limits: base.limits,
    onFirstPhoneVerified: accountBonuses.onFirstPhoneVerified,
    onPhoneChanged: auth.phoneChanged,
  });
  const games = createGamesService(db, config);
  // The back office publishes `catalogue.changed` (wiring/routes.ts): every process reloads at once.
  base.events.subscribe('catalogue.changed', () => games.invalidateCatalogue());
  base.events.subscribe('bus.reconnected', () => games.invalidateCatalogue());
  const launch = createLaunchService({
    config,
    clock,
    games,
    secrets: base.secrets,
    accounts: auth.accounts,
    wallet,
    mayPlay,
  });
  const { studio, jackpots } = createStudioParts(base, options, { launch, games, auth, wallet, mayPlay });
  // The bet history as rounds: the wallet's rounds with the studio's fairness record of each.
  const betRounds = createBetRoundsService({
    db,
    studioProvider: STUDIO_PROVIDER,
    fairnessOf: (accountId, roundId) => studio.roundFairness(accountId, roundId),
    autoPickedOf: (accountId, roundIds) => studio.autoPickedRounds(accountId, roundIds),
  });
  const displayNames = async (ids: string[]) => {
    const rows = await Promise.all(ids.map((id) => auth.accounts.get(id)));
    return new Map(rows.flatMap((row) => (row ? [[row.accountId, row.displayName] as const] : [])));
  };
  const { favourites, collections } = createLobbyServices(base, games, betRounds);
  return {
    wallet,
    betRounds,
    auth,
    phone,
    games,
    favourites,
    inbox,
    progression,
    missions,
    missionCatalogue: missionParts.catalogue,
    collections,
    launch,
    studio,
    jackpots,
    displayNames,
    responsiblePlay,
  };
}
export type PlayerServices = ReturnType<typeof createPlayerServices>;

/** What the lobby knows of a player and of everyone's play (issue 29): favourites, recently played, collections. */
function createLobbyServices(
  base: BaseServices,
  games: ReturnType<typeof createGamesService>,
  betRounds: ReturnType<typeof createBetRoundsService>,
) {
  const { db, clock } = base;
  const favourites = createFavouritesService({
    db,
    games,
    recentGameCodes: (accountId, limit) => betRounds.recentGameCodes(accountId, limit),
  });
  const collections = createCollectionsService({
    db,
    games,
    popularGameCodes: (since, limit) => betRounds.popularGameCodes(since, limit),
    now: () => clock.now().getTime(),
  });
  // A console change (and a catalogue change: a disabled game leaves its rows) shows at once.
  base.events.subscribe('catalogue.changed', () => collections.invalidate());
  base.events.subscribe('bus.reconnected', () => collections.invalidate());
  return { favourites, collections };
}

/** What the back office works with, and what it publishes to players: KYC, operators, content. */
export function createOperatorServices(base: BaseServices, player: PlayerServices, options: AppOptions) {
  const { db, config, clock, audit } = base;
  const kyc = createKycService({
    db,
    clock,
    audit,
    // In the database: every process and host reads the same documents, and backups carry them.
    store: createDatabaseDocumentStore(),
  });
  const operators = createOperatorAuthService({ db, config, clock, audit });
  const operatorCookies = createOperatorCookies(config);
  const operatorPlayers = createOperatorPlayersService({
    db,
    clock,
    accounts: player.auth.accounts,
    sessions: base.sessions,
    wallet: player.wallet,
    audit,
    kycStatus: (accountId) => kyc.status(accountId),
  });
  const content = createContentService({ db, clock, audit, variables: contentVariablesOf(config) });
  const { approvals } = base;
  const promotions = createPromotionsService({ db, clock, audit, content, approvals });
  const promoCodes = createPromoCodesService({ db, clock, wallet: player.wallet, approvals });
  // A promo code given at sign-up (SPEC §3's alternative shape) is redeemed once, like one typed on a
  // promotion page; tests may inject a counting fake.
  const signupPromoCodes: PromoCodeRedeemer = options.promoCodes ?? {
    redeem: (accountId, code) => promoCodes.redeemPromoCode(accountId, code),
  };
  const signupExtension = createSignupExtension({
    clock,
    kyc,
    promoCodes: signupPromoCodes,
    log: base.log,
    setRealityCheck: (accountId, minutes) => player.responsiblePlay.setRealityCheck(accountId, minutes),
  });
  return {
    kyc,
    // KYC uploads read at once in this process (the player's POST /kyc takes a slot).
    kycUploads: createUploadSlots(),
    operators,
    operatorCookies,
    operatorGuards: createOperatorGuards(operators, operatorCookies),
    operatorPlayers,
    content,
    promotions,
    promoCodes,
    signupExtension,
  };
}
export type OperatorServices = ReturnType<typeof createOperatorServices>;

/** The page-view collector: to the database, or forwarded to ANALYTICS_FORWARD_URL. */
export function createAnalytics(app: App, base: BaseServices) {
  const { config, db } = base;
  const analytics = createAnalyticsService({
    db,
    clock: base.clock,
    log: app.log,
    sink: config.analyticsForwardUrl
      ? createForwardingSink(config.analyticsForwardUrl)
      : createDatabaseSink(db),
  });
  app.addHook('onClose', async () => analytics.close());
  return analytics;
}
