import { lazy, Suspense, useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioSessionResponse } from '@casino/contract';
import { formatCoins } from '../lib/format.ts';
import { goToLobby } from '../lib/parent.ts';
import { toLanguageCode } from '../lib/i18n.ts';
import { catalogueEntry, DEFAULT_THEME, engineFor } from '../engines/registry.ts';
import type { BetSlip, GameEngine, GameTheme } from '../engines/types.ts';
import { BalanceDisplay } from './balance-display.tsx';
import { DecidedNotice, DecisionCountdown } from './decided-notice.tsx';
import { BetSelector } from './bet-selector.tsx';
import { betOptions } from '../shared/bet-options.ts';
import { RulesDialog } from './rules-dialog.tsx';
import { TopBar } from './top-bar.tsx';
import { useReducedMotion } from './use-reduced-motion.ts';
import { useBrowserSeed } from '../fairness/use-browser-seed.ts';
import { commitmentScope } from '../fairness/commitments.ts';
import { useSound } from './use-sound.ts';
import { useRound, type RoundState } from './use-round.ts';
import { Celebration, WinDisplay } from './win-display.tsx';
import { useJackpot, type JackpotView } from './use-jackpot.ts';
import { JackpotMeter, JackpotWin } from './jackpot-meter.tsx';
import '../shared/small-button.css';
import './skip-button.css';

const FairPanel = lazy(() => import('../fairness/fair-panel.tsx').then((m) => ({ default: m.FairPanel })));

/**
 * The shell every game shares: top bar, balance, bet, Play, last win, rules, sound, and the round
 * itself (use-round.ts). The session's engine (named by the server) only draws the table (engines/registry.ts).
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
  const [bet, setBet] = useState(options[0] ?? session.minBet);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [fairOpen, setFairOpen] = useState(false);
  const [slip, setSlip] = useState<BetSlip>({});
  // Slip engines (roulette, baccarat…) stake the sum of their slip; the rest stake the chosen bet.
  const stake = engine.betSlip ? Object.values(slip).reduce((sum, coins) => sum + coins, 0) : bet;
  const rulesButton = useRef<HTMLElement | null>(null);
  const { ready: browserSeed, state: seedState } = useBrowserSeed(session);
  const state = useRound({ session, engine, stake, bet, slip, reducedMotion, sound, browserSeed });
  const { round, setError } = state;
  const jackpot = useJackpot({ session, round, presented: state.presented, busy: state.busy });
  /** A chip moved (a bet chosen, a chip laid on the slip): click, take the new value, clear the last error. */
  const onChip =
    <T,>(set: (next: T) => void) =>
    (next: T) => {
      sound.play('chip');
      set(next);
      setError(null);
    };

  const closeRules = useCallback(() => {
    setRulesOpen(false);
    rulesButton.current?.focus();
  }, []);

  useEffect(() => {
    document.title = `${title} | ${t('app.brand')}`;
  }, [title, t]);

  const style = { '--theme-from': theme.from, '--theme-to': theme.to } as CSSProperties;

  return (
    <div
      className="game"
      data-testid="game-root"
      data-game-code={session.gameCode}
      data-mode={session.mode}
      data-engine={engine.family}
      data-motif={theme.motif}
      data-round-state={state.roundState}
      data-seed={seedState}
      style={style}
    >
      <TopBar
        title={title}
        soundOn={sound.enabled}
        onLobby={() => goToLobby(session.lobbyUrl)}
        onToggleSound={sound.toggle}
        onFair={() => setFairOpen(true)}
        meter={jackpot ? <JackpotMeter view={jackpot} reducedMotion={reducedMotion} /> : undefined}
        onRules={() => {
          rulesButton.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          setRulesOpen(true);
        }}
      />

      <Stage
        session={session}
        engine={engine}
        theme={theme}
        state={state}
        jackpot={jackpot}
        reducedMotion={reducedMotion}
        chip={bet}
        slip={slip}
        onSlipChange={onChip(setSlip)}
      />

      <Controls
        session={session}
        state={state}
        options={options}
        bet={bet}
        stake={stake}
        reducedMotion={reducedMotion}
        onBet={onChip(setBet)}
      />

      <div className="visually-hidden" role="status" aria-live="polite" data-testid="game-announcer">
        {state.announcement}
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

      {session.decidedForYou && session.decidedForYou.length > 0 ? (
        <DecidedNotice session={session} rounds={session.decidedForYou} />
      ) : null}

      {rulesOpen ? (
        <RulesDialog
          title={title}
          bets={session}
          Rules={engine.Rules}
          onClose={closeRules}
          jackpot={jackpot?.jackpot}
        />
      ) : null}
    </div>
  );
}

interface StageProps {
  session: StudioSessionResponse;
  engine: GameEngine;
  theme: GameTheme;
  state: RoundState;
  jackpot: JackpotView | null;
  reducedMotion: boolean;
  chip: number;
  slip: BetSlip;
  onSlipChange: (slip: BetSlip) => void;
}

/** The engine's table with the shell's overlays: the celebration, a jackpot won, Skip, the error box. */
function Stage({
  session,
  engine,
  theme,
  state,
  jackpot,
  reducedMotion,
  chip,
  slip,
  onSlipChange,
}: StageProps) {
  const { t } = useTranslation();
  const { phase, round, presented, revealing, playing, error, errorText } = state;
  const View = engine.View;
  return (
    <main className="stage" aria-busy={playing}>
      <Suspense fallback={<div className="stage-loading" />}>
        <View
          gameCode={session.gameCode}
          theme={theme}
          phase={phase}
          round={round}
          decision={state.deciding ? (round?.pending ?? null) : null}
          decide={state.decide}
          resumed={state.resumedRoundId !== null && round?.roundId === state.resumedRoundId}
          reducedMotion={reducedMotion || state.skipped}
          revealing={revealing && !playing}
          chip={chip}
          slip={slip}
          onSlipChange={onSlipChange}
          requestPlay={state.play}
          onPresented={state.onPresented}
        />
      </Suspense>
      {state.secondsLeft !== null ? <DecisionCountdown seconds={state.secondsLeft} /> : null}
      {phase === 'settled' && round && presented ? (
        <Celebration key={round.roundId} round={round} reducedMotion={reducedMotion} />
      ) : null}
      <JackpotWin state={state} view={jackpot} reducedMotion={reducedMotion} />
      {revealing ? (
        <button
          type="button"
          className="skip-button small-button"
          data-testid="game-skip"
          disabled={state.skipped}
          onClick={state.skip}
        >
          {t('play.skip')}
        </button>
      ) : null}
      {error ? (
        <p className="error-box" role="alert" data-testid="game-error" data-code={error}>
          {errorText ?? t(`errors.${error}`)}
        </p>
      ) : null}
    </main>
  );
}

interface ControlsProps {
  session: StudioSessionResponse;
  state: RoundState;
  options: number[];
  bet: number;
  stake: number;
  reducedMotion: boolean;
  onBet: (bet: number) => void;
}

/** Balance, last win, bet and Play (Play and the bet wait while a round is drawn or waits for a pick). */
function Controls({ session, state, options, bet, stake, reducedMotion, onBet }: ControlsProps) {
  const { t, i18n } = useTranslation();
  return (
    <section className="controls" aria-label={t('play.label')}>
      <BalanceDisplay balance={state.balance} mode={session.mode} reducedMotion={reducedMotion} />
      <WinDisplay phase={state.presented || state.deciding ? state.phase : 'playing'} round={state.round} />
      <BetSelector options={options} bet={bet} disabled={state.busy} onChange={onBet} />
      <div className="play-area">
        <button
          type="button"
          className="play-button"
          data-testid="game-play"
          aria-label={t('play.aria', { amount: formatCoins(stake, i18n.language) })}
          disabled={state.busy || stake <= 0}
          onClick={() => void state.play()}
        >
          {state.deciding ? t('play.picking') : state.busy ? t('play.playing') : t('play.label')}
        </button>
      </div>
    </section>
  );
}
