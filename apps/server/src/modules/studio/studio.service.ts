import type {
  BetRoundFairness,
  FairnessState,
  RotateSeedResponse,
  StudioDecideRequest,
  StudioRoundQuery,
  StudioRoundsSeenRequest,
  StudioRoundsSeenResponse,
  StudioRoundRequest,
  StudioRoundResponse,
  StudioSessionResponse,
  VerifyRoundResponse,
} from '@casino/contract';
import * as repo from './studio.repository.ts';
import { decideRound, settleOpenDecisions } from './studio.decisions.ts';
import { autoPickedRounds, roundFairness, verifyRound } from './studio.fairness.ts';
import { playRealRound } from './studio.real-round.ts';
import { markSeen, roundState } from './studio.resume.ts';
import { playDemoRound } from './studio.rounds.ts';
import { activeSeed, ownerOf, rotateSeed, setClientSeed, stateOf } from './studio.seeds.ts';
import { liveSession, liveSessionForRound, openSession, playerGameFilter } from './studio.sessions.ts';
import { canonicalBet, checkBet, engineOf } from './studio.bets.ts';
import type { StudioServiceDeps } from './studio.deps.ts';

export { GAME_SESSION_TTL_MS } from './studio.sessions.ts';
export { STUDIO_PROVIDER, type StudioServiceDeps } from './studio.deps.ts';

/** The round request of the contract (POST /studio/round), checked by the route. */
export type StartRoundInput = StudioRoundRequest;

export interface StudioService {
  openSession(launchToken: string): Promise<StudioSessionResponse>;
  /**
   * Starts a new round (POST /studio/round): checks the bet, takes it (the wallet in real mode),
   * has the game's engine decide the outcome (RoundEngine.decide) and records the round.
   */
  startRound(input: StartRoundInput): Promise<StudioRoundResponse>;
  /** Answers a round's pending pick (POST /studio/round/decide, contract decisions.ts). */
  decideRound(input: StudioDecideRequest): Promise<StudioRoundResponse>;
  /** A round of the session's player as it stands; an expired pick is auto-picked first (studio.resume.ts). */
  roundState(input: StudioRoundQuery): Promise<StudioRoundResponse>;
  /** The player has been shown these rounds the server decided for them (studio.resume.ts). */
  roundsSeen(input: StudioRoundsSeenRequest): Promise<StudioRoundsSeenResponse>;
  /** The provably fair state of the session's owner (the account in real mode; the demo session). */
  fairness(gameSessionId: string): Promise<FairnessState>;
  /** Sets the client seed the next rounds use (any time; the nonce goes on). */
  setClientSeed(gameSessionId: string, clientSeed: string): Promise<FairnessState>;
  /** Settles the owner's rounds waiting for a pick, then reveals the current server seed and commits a new one. */
  rotateSeed(gameSessionId: string): Promise<RotateSeedResponse>;
  /** Public: a round's inputs, picks and outcome; the server seed once it has been rotated. */
  verifyRound(roundId: string): Promise<VerifyRoundResponse>;
  /** The account's own round's seeds and nonce for its bet history; null when it is not the account's. */
  roundFairness(accountId: string, roundId: string): Promise<BetRoundFairness | null>;
  /** Of the account's rounds `roundIds`, those whose pick the server made after its deadline. */
  autoPickedRounds(accountId: string, roundIds: string[]): Promise<Set<string>>;
  /** Deletes game sessions that expired before `cutoff` (the jobs module calls it). */
  deleteExpiredSessions(cutoff: Date): Promise<number>;
  /** Settles, with the auto-pick, every round whose pick expired by `now` (studio.jobs.ts calls it). */
  settleExpiredDecisions(now: Date): Promise<number>;
}

/**
 * The in-house studio's game sessions and rounds (docs/api/wallet-and-launch.md): a thin object over
 * sessions (studio.sessions.ts), seeds (studio.seeds.ts), new rounds (studio.rounds.ts, real money in
 * studio.real-round.ts), rounds waiting for a pick (studio.decisions.ts) and verification
 * (studio.fairness.ts).
 *
 * Rounds are decided by @casino/studio's provably fair `computeOutcome` (ARCHITECTURE.md decision 4), with a
 * nonce taken atomically from the seed row in the transaction that records the round. Real mode bets
 * and wins through the wallet's instantRound in one transaction; demo mode plays against the session's
 * own balance and never touches the wallet.
 */
export function createStudioService(deps: StudioServiceDeps): StudioService {
  const { db, clock } = deps;
  const live = (gameSessionId: string) => liveSession(deps, gameSessionId);

  return {
    openSession: (launchToken) => openSession(deps, launchToken),

    async startRound(input) {
      const { session, hasOpenPick } = await liveSessionForRound(deps, input.gameSessionId);
      const engine = engineOf(deps, session.game_code);
      const bet = canonicalBet(input);
      const stake = checkBet(engine, bet);
      // A new round ends the player's open pick in this game (the auto-pick makes it).
      if (hasOpenPick) await settleOpenDecisions(deps, playerGameFilter(session));
      const round = { roundKey: input.roundKey, bet, stake };
      return session.mode === 'demo'
        ? playDemoRound(deps, session, engine, round)
        : playRealRound(deps, session, engine, round);
    },

    async decideRound(input) {
      const session = await live(input.gameSessionId);
      // A pick is play: refused on a break or when excluded (the auto-pick job settles the round).
      if (session.mode === 'real' && session.account_id) await deps.mayPlay(session.account_id);
      return decideRound(deps, session, input);
    },

    async roundState(input) {
      return roundState(deps, await live(input.gameSessionId), input);
    },

    async roundsSeen(input) {
      return markSeen(deps, playerGameFilter(await live(input.gameSessionId)), input);
    },

    async fairness(gameSessionId) {
      const session = await live(gameSessionId);
      return stateOf(await activeSeed(db, clock, ownerOf(session)));
    },

    async setClientSeed(gameSessionId, clientSeed) {
      const session = await live(gameSessionId);
      return setClientSeed(db, clock, ownerOf(session), clientSeed);
    },

    async rotateSeed(gameSessionId) {
      const session = await live(gameSessionId);
      const owner = ownerOf(session);
      // Revealing the seed reveals every board it drew: no round of it may still wait for a pick.
      const open = 'accountId' in owner ? { accountId: owner.accountId } : { sessionHash: owner.sessionHash };
      return rotateSeed(db, clock, owner, () => settleOpenDecisions(deps, open));
    },

    verifyRound: (roundId) =>
      verifyRound(
        db,
        roundId,
        (code) => deps.engineFor(code)?.mathsVersion ?? null,
        deps.jackpots && ((id) => deps.jackpots!.roundJackpot(id)),
      ),

    roundFairness: (accountId, roundId) => roundFairness(db, accountId, roundId),

    autoPickedRounds: (accountId, roundIds) => autoPickedRounds(db, accountId, roundIds),

    async deleteExpiredSessions(cutoff) {
      let total = 0;
      for (;;) {
        const deleted = await repo.deleteExpiredSessions(db, cutoff, 500);
        total += deleted;
        if (deleted < 500) return total;
      }
    },

    settleExpiredDecisions: (now) => settleOpenDecisions(deps, { expiredBy: now }),
  };
}
