import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, StudioRoundResponse, StudioSessionResponse } from '@casino/contract';
import { decideRound } from '../api/decide-round.ts';
import { newRoundKey, postRound } from '../api/post-round.ts';
import { reportRoundsSeen } from '../api/round-state.ts';
import { looseT, playRefusalText } from '@casino/client';
import { getErrorCode } from '../lib/api-client.ts';
import { postToParent } from '../lib/parent.ts';
import type { BetSlip, GameEngine, RoundPhase } from '../engines/types.ts';
import { announcementOf } from './announce.ts';
import { resultKind, winSound } from '../shared/bet-options.ts';
import { localDeadline, useDeadline } from './use-deadline.ts';
import type { useSound } from './use-sound.ts';

/**
 * Tells the framing site the game's balance at rest, and the round it follows when there is one
 * (contract gameMessageSchema): a bet back leaves the figure as it was, yet the round is news there.
 */
function tellBalance(balance: number, mode: StudioSessionResponse['mode'], round?: string): void {
  postToParent(
    round ? { type: 'casino:balance', balance, mode, round } : { type: 'casino:balance', balance, mode },
  );
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface RoundInputs {
  session: StudioSessionResponse;
  engine: GameEngine;
  /** What Play stakes: the slip's sum for slip engines, else the chosen bet. */
  stake: number;
  bet: number;
  slip: BetSlip;
  reducedMotion: boolean;
  sound: ReturnType<typeof useSound>;
  /** The first round waits for the browser's own client seed (use-browser-seed.ts). */
  browserSeed: { current: Promise<void> };
}

/**
 * The round the shell owns: Play (POST /studio/round), the player's picks in a round that waits for
 * one (POST /studio/round/decide, contract decisions.ts), and the hand-over to the view: the balance,
 * the win and Play wait until the view has drawn the settled outcome (onPresented).
 */
export function useRound({
  session,
  engine,
  stake,
  bet,
  slip,
  reducedMotion,
  sound,
  browserSeed,
}: RoundInputs) {
  const { t } = useTranslation();
  const resumed = session.pendingRound?.pending ? session.pendingRound : null;
  const [balance, setBalance] = useState(session.balance);
  const [phase, setPhase] = useState<RoundPhase>(resumed ? 'deciding' : 'idle');
  const [round, setRound] = useState<StudioRoundResponse | null>(resumed);
  const [deadline, setDeadline] = useState(() => (resumed ? localDeadline(resumed) : null));
  const { fail, ...failure } = useRoundError();
  const [announcement, setAnnouncement] = useState('');
  // Every engine draws the outcome after the settle (ball, cards, reels, free spins); the win, the
  // balance and Play wait until the view says it is drawn (onPresented). Skip shows it at once.
  const [presented, setPresented] = useState(!resumed);
  const [skipped, setSkipped] = useState(false);
  const inFlight = useRef(false);
  // The latest wallet figure (set on each answer): auto-play's Play may see `balance` a render late.
  const known = useRef(session.balance);
  usePostReady(session);

  /** A round answered: pending → the pick is offered; settled → the view draws it. */
  const take = useCallback(
    (result: StudioRoundResponse) => {
      known.current = result.balance;
      setRound(result);
      setDeadline(localDeadline(result));
      if (result.pending) {
        // The bet is taken and nothing is won yet: the balance may show it now.
        setBalance(result.balance);
        tellBalance(result.balance, session.mode, result.roundId);
        setPhase('deciding');
      } else {
        setPhase('settled');
      }
      if (result.autoPickedFrom !== undefined) setAnnouncement(t('decision.autoPicked'));
    },
    [session.mode, t],
  );

  const play = useCallback(async (): Promise<boolean> => {
    // A ref, not state: two presses in the same frame must not both start a round.
    if (inFlight.current || stake <= 0 || phase === 'deciding') return false;
    inFlight.current = true;
    setPresented(false);
    setSkipped(false);
    const before = known.current;
    setPhase('playing');
    fail(null);
    setAnnouncement('');
    // The stake leaves the balance as the round starts; the server's answer then sets the true figure.
    // The site's header keeps `before` until the reveal is done (told here too: never only by "ready").
    if (before >= stake) setBalance(before - stake);
    tellBalance(before, session.mode);
    sound.play('click');
    try {
      await browserSeed.current;
      const [result] = await Promise.all([
        postRound(
          engine.betSlip
            ? { gameSessionId: session.gameSessionId, bets: slip, roundKey: newRoundKey() }
            : { gameSessionId: session.gameSessionId, bet, roundKey: newRoundKey() },
        ),
        wait(reducedMotion ? 0 : engine.minRoundMs),
      ]);
      // The balance keeps showing the stake taken until the outcome is drawn (onPresented below).
      take(result);
      return true;
    } catch (caught) {
      setPresented(true);
      setBalance(before);
      setPhase(round ? 'settled' : 'idle');
      fail(caught);
      return false;
    } finally {
      inFlight.current = false;
    }
  }, [stake, slip, bet, engine, reducedMotion, round, session, sound, browserSeed, phase, take, fail]);

  // The pick: the player's answer, or the server's once the deadline (on this device's clock) is past.
  const picking = { round, phase, inFlightRef: inFlight, gameSessionId: session.gameSessionId, take };
  const decide = useDecide({ ...picking, sound, setError: failure.setError });
  const secondsLeft = useDeadline({ ...picking, deadline });

  const onPresented = useCallback(() => setPresented(true), []);
  useTellSettled({ presented, phase, round, session, sound, setBalance, setAnnouncement });

  const [playing, deciding] = [phase === 'playing', phase === 'deciding'];
  const revealing = !presented && (playing || phase === 'settled');
  return {
    balance,
    phase,
    round,
    ...failure,
    announcement,
    /** While a pick waits: the whole seconds until the server makes it (the deadline on screen). */
    secondsLeft,
    /** The round the game reopened on, waiting for its pick: the view shows it where it stopped. */
    resumedRoundId: resumed?.roundId ?? null,
    presented,
    skipped,
    skip: () => setSkipped(true),
    play,
    decide,
    onPresented,
    playing,
    deciding,
    revealing,
    /** Play and the bet wait while a round is drawn or waits for a pick. */
    busy: revealing || deciding,
    roundState: playing ? 'playing' : revealing ? 'revealing' : phase,
  };
}

export type RoundState = ReturnType<typeof useRound>;

/** Ready: the framing site's header shows this game's balance from now on (contract gameMessageSchema). */
function usePostReady(session: StudioSessionResponse) {
  useEffect(() => {
    tellBalance(session.balance, session.mode);
  }, [session.balance, session.mode]);
}

interface DecideInputs {
  round: StudioRoundResponse | null;
  phase: RoundPhase;
  /** Shared with Play: one request at a time. */
  inFlightRef: RefObject<boolean>;
  gameSessionId: string;
  sound: ReturnType<typeof useSound>;
  take: (result: StudioRoundResponse) => void;
  setError: (code: ErrorCode | null) => void;
}

/** The view's `decide`: answers the round's pending pick (POST /studio/round/decide). */
function useDecide({ round, phase, inFlightRef, gameSessionId, sound, take, setError }: DecideInputs) {
  return useCallback(
    async (choice: number): Promise<boolean> => {
      const pending = round?.pending;
      if (!round || !pending || phase !== 'deciding' || inFlightRef.current) return false;
      inFlightRef.current = true;
      setError(null);
      sound.play('click');
      try {
        take(
          await decideRound({
            gameSessionId: gameSessionId,
            roundId: round.roundId,
            index: pending.index,
            choice,
          }),
        );
        return true;
      } catch (caught) {
        setError(getErrorCode(caught));
        return false;
      } finally {
        inFlightRef.current = false;
      }
    },
    [round, phase, inFlightRef, gameSessionId, sound, take, setError],
  );
}

interface TellInputs {
  presented: boolean;
  phase: RoundPhase;
  round: StudioRoundResponse | null;
  session: StudioSessionResponse;
  sound: ReturnType<typeof useSound>;
  setBalance: (balance: number) => void;
  setAnnouncement: (text: string) => void;
}

/** The outcome is on the table: now the balance moves, the parent hears of it, the win is told. */
function useTellSettled({
  presented,
  phase,
  round,
  session,
  sound,
  setBalance,
  setAnnouncement,
}: TellInputs) {
  const { t, i18n } = useTranslation();
  const told = useRef<StudioRoundResponse | null>(null);
  useEffect(() => {
    if (!presented || phase !== 'settled' || !round || told.current === round) return;
    told.current = round;
    setBalance(round.balance);
    tellBalance(round.balance, session.mode, round.roundId);
    const kind = resultKind(round.win, round.bet);
    const effect = winSound(round.win, round.bet);
    if (effect) sound.play(effect);
    const result = announcementOf(kind, round, t, i18n.language);
    setAnnouncement(round.autoPickedFrom !== undefined ? `${t('decision.autoPicked')} ${result}` : result);
    // A pick the server made, now drawn here: the player has seen it (not told again on the next visit).
    if (round.autoPickedFrom !== undefined)
      void reportRoundsSeen(session.gameSessionId, [round.roundId]).catch(() => undefined);
  }, [presented, phase, round, session, sound, t, i18n.language, setBalance, setAnnouncement]);
}

/**
 * The last round's error code, and the exact text of a refused bet (the limit it would pass, the end of a
 * break: responsible play) while `error` is its code.
 */
function useRoundError() {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<ErrorCode | null>(null);
  const [refusal, setRefusal] = useState<{ code: ErrorCode; text: string } | null>(null);
  /** A failed call's code and text; null clears them (a new round). */
  const fail = useCallback(
    (caught: unknown) => {
      const code = caught === null ? null : getErrorCode(caught);
      const text = code && playRefusalText(looseT(t), caught, i18n.language);
      setError(code);
      setRefusal(code && text ? { code, text } : null);
    },
    [t, i18n],
  );
  return { error, setError, errorText: refusal && refusal.code === error ? refusal.text : null, fail };
}
