import fp from 'fastify-plugin';
import { BONUS_PATHS, LAUNCH_PATHS, WALLET_PATHS } from '@casino/contract';
import { ApiError } from '../../errors.ts';

/**
 * The routes that play or move coins for a player: while the channel's `maintenence` flag is on they
 * answer 503 MAINTENANCE. Everything else still answers: health, channel (so the site learns about
 * maintenance), games, content, sign-in, balance and history (reads), analytics, KYC, the back office.
 * The signed provider API stays open so rounds already under way at an outside provider can settle;
 * no new provider session can start because no launch is possible.
 */
export const MAINTENANCE_BLOCKED_PATHS = [
  LAUNCH_PATHS.launchGame,
  LAUNCH_PATHS.launchDemo,
  LAUNCH_PATHS.launchSportsbook,
  LAUNCH_PATHS.studioSession,
  LAUNCH_PATHS.studioRound,
  WALLET_PATHS.claimDailyBonus,
  WALLET_PATHS.claimBonus,
  BONUS_PATHS.claimRefill,
] as const;

/** Registered once in the API scope (fastify-plugin: the hook sees every API route). */
export const maintenanceGuard = fp<{ apiBasePath: string; isMaintenance: () => Promise<boolean> }>(
  async (app, { apiBasePath, isMaintenance }) => {
    const blocked = new Set<string>(MAINTENANCE_BLOCKED_PATHS.map((p) => `${apiBasePath}${p}`));
    app.addHook('onRequest', async (request) => {
      if (!blocked.has(request.routeOptions.url ?? '')) return;
      if (await isMaintenance()) throw new ApiError(503, 'MAINTENANCE');
    });
  },
  { name: 'maintenance-guard' },
);
