import type { ComponentType } from 'react';
import type {
  CatalogueGame,
  RoundPending,
  StudioEngine,
  StudioRoundResponse,
  StudioSessionResponse,
} from '@casino/contract';

/**
 * The engine families of the studio (the contract's STUDIO_ENGINES, sent as `session.engine`), and the
 * placeholder drawn for an engine this client does not know.
 */
export type EngineFamily = StudioEngine | 'placeholder';

export type GameTheme = CatalogueGame['theme'];

/**
 * Where the table is in a round: the shell owns the round, the view only draws it. 'deciding': the
 * round waits for the player's pick (`round.pending`, also passed as `decision`); the view draws the
 * round up to the pick, offers the board and answers through `decide`. Play stays disabled meanwhile.
 */
export type RoundPhase = 'idle' | 'playing' | 'deciding' | 'settled';

export interface GameViewProps {
  gameCode: string;
  theme: GameTheme;
  phase: RoundPhase;
  /**
   * The last round (its `outcome` is engine-specific; the view parses it with its own schema): settled,
   * or in phase 'deciding' the pending round, whose outcome shows only what the player may see.
   */
  round: StudioRoundResponse | null;
  /** In phase 'deciding': the pick the round waits for (`round.pending`); null otherwise. */
  decision?: RoundPending | null;
  /**
   * Answers the pending pick with a position 0 … decision.options − 1. The shell posts it
   * (POST /studio/round/decide) and moves the round on: pending again → phase 'deciding' with the next
   * `decision` and the new `round`; settled → phase 'settled' with `revealing` set, so the view draws the
   * rest and calls onPresented as after any round. Resolves true once answered; false when nothing was
   * pending, a decide is already under way, or it failed (the shell shows the error and keeps the pick open).
   * A pick the server made because time ran out comes back settled with `round.autoPickedFrom` set.
   */
  decide?: (choice: number) => Promise<boolean>;
  /**
   * The game reopened on this round while it waits for its pick (a reload, another tab): the view shows
   * it where it stopped (the wheel landed, the board up with the picks so far), without playing it again.
   */
  resumed?: boolean;
  reducedMotion: boolean;
  /** Bet-slip engines: the chip value chosen in the shell's bet selector. */
  chip?: number;
  /** Bet-slip engines: the slip (spot → coins) the shell sends with Play, and how the view changes it. */
  slip?: BetSlip;
  onSlipChange?: (slip: BetSlip) => void;
  /** Starts a round as Play does (auto-play); resolves true once it settled, false if it failed or could not start. */
  requestPlay?: () => Promise<boolean>;
  /**
   * The round has settled but the view is still drawing its outcome: the shell holds the win, the
   * balance and Play until the view calls onPresented (bet spots stay locked meanwhile).
   */
  revealing?: boolean;
  /**
   * Every engine calls this once it has drawn the settled round's outcome (ball at rest, cards turned,
   * free spins played): only then does the shell show the win, move the balance and re-enable Play.
   * Reduced motion (and the shell's skip control, which the view sees as reduced motion) shortens the
   * show but keeps that order.
   */
  onPresented?: () => void;
}

/** A table game's bets: spot → coins (slots bet one total instead). */
export type BetSlip = Record<string, number>;

/**
 * What an engine plugs into the shell. The shell draws the frame (top bar, balance, bet, Play, win,
 * rules dialog), makes the round request and posts the balance; the engine draws the table and its rules.
 * Engine-specific bets (roulette numbers, baccarat sides) will add a bet-slip slot here.
 */
export interface GameEngine {
  family: EngineFamily;
  /** The least time the table spins before the answer is drawn (skipped with reduced motion). */
  minRoundMs: number;
  /** The table itself; it ships in its family's engine chunk (registry.ts loadEngine), so each family's art and code is its own chunk. */
  View: ComponentType<GameViewProps>;
  /** The engine's rules text, shown in the rules dialog under the shell's common rules. */
  Rules: ComponentType;
  /** Loads what one game of the family draws with (a slot title's symbol art) before its table draws. */
  prepare?: (gameCode: string) => Promise<void>;
  /** True when the view takes a bet slip (spots of chips) instead of the shell's one total bet. */
  betSlip?: boolean;
  /** Narrows the session's bet options to what this game accepts (e.g. a slot's multiples of its credits). */
  allowedBets?: (session: StudioSessionResponse, options: number[]) => number[];
}
