import { lazy, Suspense, useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, StudioRoundResponse, StudioSessionResponse } from '@casino/contract';
import { newRoundKey, playRound } from '../api/play-round.ts';
import { getErrorCode } from '../lib/api-client.ts';
import { formatCoins } from '../lib/format.ts';
import { goToLobby, postToParent } from '../lib/parent.ts';
import { toLanguageCode } from '../lib/i18n.ts';
import { catalogueEntry, DEFAULT_THEME, engineFor } from '../engines/registry.ts';
import type { BetSlip, RoundPhase } from '../engines/types.ts';
import { BalanceDisplay } from './balance-display.tsx';
import { BetSelector } from './bet-selector.tsx';
import { betOptions, resultKind, winSound } from './bet-options.ts';
import { announcementOf } from './announce.ts';
import { RulesDialog } from './rules-dialog.tsx';
import { TopBar } from './top-bar.tsx';
import { useReducedMotion } from './use-reduced-motion.ts';
import { useBrowserSeed } from '../fairness/use-browser-seed.ts';
import { commitmentScope } from '../fairness/commitments.ts';
import { useSound } from './use-sound.ts';
import { Celebration, WinDisplay } from './win-display.tsx';
import './small-button.css';
import './skip-button.css';

const FairPanel = lazy(() => import('../fairness/fair-panel.tsx').then((m) => ({ default: m.FairPanel })));

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The shell every game shares: top bar, balance, bet, Play, last win, rules, sound, and the round
 * itself. The session's engine (named by the server) only draws the table (engines/registry.ts).
 */
export function GameTable({ session }: { session: StudioSessionResponse }) {
  const { t, i18n } = useTranslation();
  const reducedMotion = useReducedMotion();
  const sound = useSound();
  const engine = engineFor(session.engine);
  const game = catalogueEntry(session.gameCode);
  const theme = game?.theme ?? DEFAULT_THEME;
  const title = game?.title[toLanguageCode(i18n.language)] ?? session.gameCode;

  const sessionOptions = betOptions(session.betSteps, session.minBet, session.maxBet);
  const options = engine.allowedBets ? engine.allowedBets(session, sessionOptions) : sessionOptions;
  const [balance, setBalance] = useState(session.balance);
  const [bet, setBet] = useState(options[0] ?? session.minBet);
  const [phase, setPhase] = useState<RoundPhase>('idle');
  const [round, setRound] = useState<StudioRoundResponse | null>(null);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [rulesOpen, setRulesOpen] = useState(false);
  // Every engine draws the outcome after the settle (ball, cards, reels, free spins); the win, the
  // balance and Play wait until the view says it is drawn (onPresented). Skip shows it at once.
  const [presented, setPresented] = useState(true);
  const [skipped, setSkipped] = useState(false);
  const [fairOpen, setFairOpen] = useState(false);
  const [slip, setSlip] = useState<BetSlip>({});
  // Slip engines (roulette, baccarat…) stake the sum of their slip; the rest stake the chosen bet.
  const stake = engine.betSlip ? Object.values(slip).reduce((sum, coins) => sum + coins, 0) : bet;
  const inFlight = useRef(false);
  const rulesButton = useRef<HTMLElement | null>(null);
  const browserSeed = useBrowserSeed(session);

  const play = useCallback(async (): Promise<boolean> => {
    // A ref, not state: two presses in the same frame must not both start a round.
    if (inFlight.current || stake <= 0) return false;
    inFlight.current = true;
    setPresented(false);
    setSkipped(false);
    const before = balance;
    setPhase('playing');
    setError(null);
    setAnnouncement('');
    // The stake leaves the balance as the round starts; the server's answer then sets the true figure.
    if (before >= stake) setBalance(before - stake);
    sound.play('click');
    try {
      // The first round waits for the browser's own client seed (set once as the game opens).
      await browserSeed.current;
      const [result] = await Promise.all([
        playRound(
          engine.betSlip
            ? { gameSessionId: session.gameSessionId, bets: slip, roundKey: newRoundKey() }
            : { gameSessionId: session.gameSessionId, bet, roundKey: newRoundKey() },
        ),
        wait(reducedMotion ? 0 : engine.minRoundMs),
      ]);
      // The balance keeps showing the stake taken until the outcome is drawn (onPresented below).
      setRound(result);
      setPhase('settled');
      return true;
    } catch (caught) {
      setPresented(true);
      setBalance(before);
      setPhase(round ? 'settled' : 'idle');
      setError(getErrorCode(caught));
      return false;
    } finally {
      inFlight.current = false;
    }
  }, [balance, stake, slip, bet, engine, reducedMotion, round, session, sound, browserSeed]);

  const onPresented = useCallback(() => setPresented(true), []);

  // The outcome is on the table: now the balance moves, the parent hears of it, the win is told.
  const told = useRef<StudioRoundResponse | null>(null);
  useEffect(() => {
    if (!presented || phase !== 'settled' || !round || told.current === round) return;
    told.current = round;
    setBalance(round.balance);
    postToParent({ type: 'casino:balance', balance: round.balance, mode: session.mode });
    const kind = resultKind(round.win, round.bet);
    const effect = winSound(round.win, round.bet);
    if (effect) sound.play(effect);
    setAnnouncement(announcementOf(kind, round, t, i18n.language));
  }, [presented, phase, round, session.mode, sound, t, i18n.language]);

  const closeRules = useCallback(() => {
    setRulesOpen(false);
    rulesButton.current?.focus();
  }, []);

  useEffect(() => {
    document.title = `${title} | ${t('app.brand')}`;
  }, [title, t]);

  const playing = phase === 'playing';
  const revealing = !presented && (playing || phase === 'settled');
  const roundState = playing ? 'playing' : revealing ? 'revealing' : phase;
  const View = engine.View;
  const style = { '--theme-from': theme.from, '--theme-to': theme.to } as CSSProperties;

  return (
    <div
      className="game"
      data-testid="game-root"
      data-game-code={session.gameCode}
      data-mode={session.mode}
      data-engine={engine.family}
      data-motif={theme.motif}
      data-round-state={roundState}
      style={style}
    >
      <TopBar
        title={title}
        soundOn={sound.enabled}
        onLobby={() => goToLobby(session.lobbyUrl)}
        onToggleSound={sound.toggle}
        onFair={() => setFairOpen(true)}
        onRules={() => {
          rulesButton.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          setRulesOpen(true);
        }}
      />

      <main className="stage" aria-busy={playing}>
        <Suspense fallback={<div className="stage-loading" />}>
          <View
            gameCode={session.gameCode}
            theme={theme}
            phase={phase}
            round={round}
            reducedMotion={reducedMotion || skipped}
            revealing={revealing && !playing}
            chip={bet}
            slip={slip}
            onSlipChange={(next) => {
              sound.play('chip');
              setSlip(next);
              setError(null);
            }}
            requestPlay={play}
            onPresented={onPresented}
          />
        </Suspense>
        {phase === 'settled' && round && presented ? (
          <Celebration key={round.roundId} round={round} reducedMotion={reducedMotion} />
        ) : null}
        {revealing ? (
          <button
            type="button"
            className="skip-button small-button"
            data-testid="game-skip"
            disabled={skipped}
            onClick={() => setSkipped(true)}
          >
            {t('play.skip')}
          </button>
        ) : null}
        {error ? (
          <p className="error-box" role="alert" data-testid="game-error" data-code={error}>
            {t(`errors.${error}`)}
          </p>
        ) : null}
      </main>

      <section className="controls" aria-label={t('play.label')}>
        <BalanceDisplay balance={balance} mode={session.mode} reducedMotion={reducedMotion} />
        <WinDisplay phase={presented ? phase : 'playing'} round={round} />
        <BetSelector
          options={options}
          bet={bet}
          disabled={revealing}
          onChange={(next) => {
            sound.play('chip');
            setBet(next);
            setError(null);
          }}
        />
        <div className="play-area">
          <button
            type="button"
            className="play-button"
            data-testid="game-play"
            aria-label={t('play.aria', { amount: formatCoins(stake, i18n.language) })}
            disabled={revealing || stake <= 0}
            onClick={() => void play()}
          >
            {revealing ? t('play.playing') : t('play.label')}
          </button>
        </div>
      </section>

      <div className="visually-hidden" role="status" aria-live="polite" data-testid="game-announcer">
        {announcement}
      </div>

      {fairOpen ? (
        <Suspense fallback={null}>
          <FairPanel
            gameSessionId={session.gameSessionId}
            scope={commitmentScope(session.mode, session.gameCode)}
            round={round}
            onClose={() => setFairOpen(false)}
          />
        </Suspense>
      ) : null}

      {rulesOpen ? (
        <RulesDialog
          title={title}
          minBet={session.minBet}
          maxBet={session.maxBet}
          Rules={engine.Rules}
          onClose={closeRules}
        />
      ) : null}
    </div>
  );
}
