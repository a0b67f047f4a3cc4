import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioRoundResponse } from '@casino/contract';
import { formatCoins } from '../../lib/format.ts';
import { toLanguageCode } from '../../lib/i18n.ts';
import type { GameViewProps } from '../types.ts';
import { readSlotOutcome, type SlotLineWin, type SlotSpin } from './outcome.ts';
import { cue } from '../../lib/sound/sound.ts';
import { SymbolSprite, SymbolUse } from './art/frame.tsx';
import { slotConfigOf, type SlotConfig, type SlotSymbol } from './titles.ts';
import './slot.css';

const REELS = 5;
const ROWS = 3;

/** Presentation timings (ms); reduced motion skips all of them. */
export const SLOT_TIMING = {
  /** Gap between two reels stopping, left to right. */
  reelStop: 250,
  /** How long a free spin's reels spin before the first stops. */
  freeSpin: 650,
  /** How long the wins of one spin stay before the next free spin. */
  showWin: 1100,
  /** How long a spin without wins stays. */
  showNoWin: 450,
  /** The FREE SPINS banner before the first free spin. */
  banner: 1500,
  /** Pause between two auto-play spins. */
  autoGap: 500,
};

interface Shown {
  /** grid[reel][row]. */
  grid: string[][];
  /** Per reel: still spinning. */
  spinning: boolean[];
  spin: SlotSpin | null;
  /** Wins of `spin` are shown (after its reels stopped). */
  showWins: boolean;
}

interface FreeSpinState {
  total: number;
  /** 0 while the banner shows; then 1…total. */
  current: number;
  multiplier: number;
  /** Coins won by the free spins played so far. */
  won: number;
  done: boolean;
}

interface AutoState {
  left: number;
  stopping: boolean;
}

const AUTO_COUNTS = [10, 25, 50] as const;
const LINE_COLOURS = ['#ffd166', '#7fd1ff', '#ff8fab', '#9cf29c', '#c3a6ff', '#ffb26b'];

function initialGrid(cfg: SlotConfig | undefined): string[][] {
  if (!cfg) return Array.from({ length: REELS }, () => Array.from({ length: ROWS }, () => ''));
  return cfg.reels.map((strip, r) =>
    Array.from({ length: ROWS }, (_, row) => strip[(r * 3 + row) % strip.length]!),
  );
}

/** Cells (reel, row) that take part in a win. */
function winningCells(cfg: SlotConfig, spin: SlotSpin): Set<string> {
  const cells = new Set<string>();
  const { grid, lineWins, scatterWin } = spin.details;
  const wild = cfg.symbols.find((s) => s.kind === 'wild')?.id;
  const scatter = cfg.symbols.find((s) => s.kind === 'scatter')?.id;
  for (const win of lineWins) {
    if (win.line >= 0) {
      const line = cfg.lines[win.line];
      if (!line) continue;
      for (let r = 0; r < win.count; r++) cells.add(`${r}:${line[r]}`);
    } else {
      for (let r = 0; r < win.count; r++)
        for (let row = 0; row < ROWS; row++) {
          const s = grid[r]![row];
          if (s === win.symbol || s === wild) cells.add(`${r}:${row}`);
        }
    }
  }
  if (scatterWin > 0 || spin.details.freeSpinsAwarded > 0)
    for (let r = 0; r < REELS; r++)
      for (let row = 0; row < ROWS; row++) if (grid[r]![row] === scatter) cells.add(`${r}:${row}`);
  return cells;
}

/**
 * The slot table for every WNF_/JPL_ title: five reels of three rows drawn with the title's own symbols.
 * While a round is in flight the reels spin; when it settles they stop left to right, the winning lines
 * (or ways) and scatters light up with their amounts, free spins play one by one under a banner, and
 * only then does the shell show the win (onPresented). Auto-play runs 10/25/50 rounds through the
 * shell's requestPlay and stops after the current spin on Stop, on an error or when funds run out.
 */
export function SlotView({
  gameCode,
  theme,
  phase,
  round,
  reducedMotion,
  requestPlay,
  onPresented,
}: GameViewProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguageCode(i18n.language);
  const cfg = slotConfigOf(gameCode);
  const symbols = useMemo(() => new Map((cfg?.symbols ?? []).map((s, i) => [s.id, { s, i }])), [cfg]);

  const [shown, setShown] = useState<Shown>(() => ({
    grid: initialGrid(cfg),
    spinning: Array<boolean>(REELS).fill(false),
    spin: null,
    showWins: false,
  }));
  const [free, setFree] = useState<FreeSpinState | null>(null);
  const [auto, setAuto] = useState<AutoState | null>(null);
  const [autoMenu, setAutoMenu] = useState(false);

  const autoRef = useRef<AutoState | null>(null);
  const requestPlayRef = useRef(requestPlay);
  const onPresentedRef = useRef(onPresented);
  const reducedRef = useRef(reducedMotion);
  useEffect(() => {
    requestPlayRef.current = requestPlay;
    onPresentedRef.current = onPresented;
    reducedRef.current = reducedMotion;
  });
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const sleep = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        const id = setTimeout(() => {
          timers.current.delete(id);
          resolve();
        }, ms);
        timers.current.add(id);
      }),
    [],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) clearTimeout(id);
      pending.clear();
    };
  }, []);

  const setAutoBoth = useCallback((next: AutoState | null) => {
    autoRef.current = next;
    setAuto(next);
  }, []);

  /** Starts the next auto-play round, or ends auto-play when it is used up, stopped or the round fails. */
  const nextAuto = useCallback(async () => {
    const current = autoRef.current;
    if (!current || current.stopping || current.left <= 0) {
      setAutoBoth(null);
      return;
    }
    setAutoBoth({ ...current, left: current.left - 1 });
    const ok = (await requestPlayRef.current?.()) ?? false;
    if (!ok) setAutoBoth(null);
  }, [setAutoBoth]);

  // Rounds are told apart by object, not id: a replayed id is still a new answer to present.
  const settled = phase === 'settled' ? round : null;
  const presentedRef = useRef<StudioRoundResponse | null>(null);

  // Adjusted while rendering (not in an effect): a round in flight spins every reel (reduced motion:
  // the reels just wait); a round that failed (the shell keeps the previous round, or none) stops them
  // on the grid they showed.
  const [seen, setSeen] = useState({ phase, settled, last: settled });
  if (seen.phase !== phase || seen.settled !== settled) {
    setSeen({ phase, settled, last: settled ?? seen.last });
    if (phase === 'playing') {
      setFree(null);
      setShown((prev) => ({
        ...prev,
        spinning: Array<boolean>(REELS).fill(!reducedMotion),
        showWins: false,
      }));
    } else if (!settled || settled === seen.last) {
      setShown((prev) =>
        prev.spinning.some(Boolean) ? { ...prev, spinning: Array<boolean>(REELS).fill(false) } : prev,
      );
    }
  }

  // A settled round: stop the reels, show the wins, play the free spins, then hand the win to the shell.
  useEffect(() => {
    if (!settled || settled === presentedRef.current) return;
    presentedRef.current = settled;
    const outcome = readSlotOutcome(settled.outcome);
    let cancelled = false;
    let finished = false;
    const reduced = reducedRef.current;

    const land = async (spin: SlotSpin) => {
      if (reduced) {
        setShown({
          grid: spin.details.grid,
          spinning: Array<boolean>(REELS).fill(false),
          spin,
          showWins: true,
        });
        return;
      }
      setShown((prev) => ({ ...prev, grid: spin.details.grid, spin, showWins: false }));
      for (let r = 0; r < REELS; r++) {
        if (r > 0) await sleep(SLOT_TIMING.reelStop);
        if (cancelled) return;
        setShown((prev) => ({ ...prev, spinning: prev.spinning.map((s, i) => (i === r ? false : s)) }));
        cue('reelStop');
      }
      await sleep(SLOT_TIMING.reelStop);
      if (cancelled) return;
      setShown((prev) => ({ ...prev, showWins: true }));
    };

    const present = async () => {
      if (outcome) {
        await land(outcome);
        if (cancelled) return;
        const children = outcome.children;
        if (children.length > 0) {
          const multiplier = children[0]!.details.multiplier;
          let won = 0;
          if (!reduced) await sleep(outcome.win > 0 ? SLOT_TIMING.showWin : SLOT_TIMING.showNoWin);
          if (cancelled) return;
          setFree({ total: children.length, current: 0, multiplier, won: 0, done: false });
          if (reduced) {
            // No animation: the last free spin's grid and the total at once.
            won = children.reduce((sum, c) => sum + c.win, 0);
            await land(children[children.length - 1]!);
            setFree({ total: children.length, current: children.length, multiplier, won, done: true });
          } else {
            await sleep(SLOT_TIMING.banner);
            for (let i = 0; i < children.length; i++) {
              if (cancelled) return;
              const child = children[i]!;
              setFree({ total: children.length, current: i + 1, multiplier, won, done: false });
              setShown((prev) => ({ ...prev, spinning: Array<boolean>(REELS).fill(true), showWins: false }));
              await sleep(SLOT_TIMING.freeSpin);
              if (cancelled) return;
              await land(child);
              if (cancelled) return;
              won += child.win;
              setFree({ total: children.length, current: i + 1, multiplier, won, done: false });
              await sleep(child.win > 0 ? SLOT_TIMING.showWin : SLOT_TIMING.showNoWin);
            }
            if (cancelled) return;
            setFree({ total: children.length, current: children.length, multiplier, won, done: true });
          }
        }
      } else {
        setShown((prev) => ({ ...prev, spinning: Array<boolean>(REELS).fill(false) }));
      }
      if (cancelled) return;
      finished = true;
      onPresentedRef.current?.();
      if (autoRef.current) {
        await sleep(reduced ? 0 : SLOT_TIMING.autoGap);
        if (!cancelled) void nextAuto();
      }
    };
    void present();
    return () => {
      cancelled = true;
      // Interrupted (e.g. StrictMode's second mount): present this round again.
      if (!finished) presentedRef.current = null;
    };
    // One presentation per settled round; Skip (reduced motion turning on) cuts it short: the cleanup
    // leaves the round unpresented and the rerun lands its last grid at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, reducedMotion]);

  const startAuto = (count: number) => {
    setAutoMenu(false);
    setAutoBoth({ left: count, stopping: false });
    void nextAuto();
  };
  const stopAuto = () => {
    if (autoRef.current) setAutoBoth({ ...autoRef.current, stopping: true });
  };

  const name = (id: string) => {
    const sym = symbols.get(id)?.s;
    return sym ? sym[lang] : id;
  };
  const spin = shown.showWins ? shown.spin : null;
  const cells = cfg && spin ? winningCells(cfg, spin) : new Set<string>();
  const lineWins: SlotLineWin[] = spin?.details.lineWins ?? [];
  const spinWin = spin?.win ?? 0;
  const busy = phase === 'playing' || shown.spinning.some(Boolean);
  const strips = useMemo(
    () =>
      (cfg?.reels ?? []).map((strip, r) =>
        Array.from({ length: 8 }, (_, k) => strip[(r * 5 + k * 3) % strip.length]!),
      ),
    [cfg],
  );
  const scatterSymbol = cfg?.symbols.find((s) => s.kind === 'scatter');

  const art = (sym: SlotSymbol | undefined, _index: number) =>
    sym ? <SymbolUse gameCode={gameCode} symbolId={sym.id} /> : null;

  return (
    <div className="slot-table" data-busy={busy} data-free={free ? 'on' : 'off'}>
      <SymbolSprite
        gameCode={gameCode}
        symbols={cfg?.symbols ?? []}
        themeFrom={theme.from}
        themeTo={theme.to}
      />
      <div className="slot-frame">
        <div
          className="slot-reels"
          data-testid="slot-reels"
          role="group"
          aria-label={t('slot.reels')}
          data-spinning={shown.spinning.some(Boolean)}
        >
          {shown.grid.map((column, r) => (
            <div className="slot-reel" key={r} data-spinning={shown.spinning[r]}>
              {shown.spinning[r] ? (
                <div className="slot-strip" aria-hidden="true" style={{ '--reel': r } as CSSProperties}>
                  {[...strips[r]!, ...strips[r]!].map((id, k) => {
                    const entry = symbols.get(id);
                    return (
                      <div className="slot-strip-cell" key={k}>
                        {art(entry?.s, entry?.i ?? 0)}
                      </div>
                    );
                  })}
                </div>
              ) : (
                column.map((id, row) => {
                  const entry = symbols.get(id);
                  const win = cells.has(`${r}:${row}`);
                  return (
                    <div
                      key={`${row}-${id}`}
                      className="slot-cell"
                      data-testid="slot-cell"
                      data-symbol={id}
                      data-reel={r}
                      data-row={row}
                      data-win={win || undefined}
                      data-dim={(spin && cells.size > 0 && !win) || undefined}
                      role="img"
                      aria-label={name(id)}
                    >
                      {art(entry?.s, entry?.i ?? 0)}
                    </div>
                  );
                })
              )}
            </div>
          ))}
          {cfg && spin && cfg.mode === 'lines' ? (
            <svg className="slot-lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true">
              {lineWins.map((win, k) => {
                const line = cfg.lines[win.line];
                if (!line) return null;
                const points = line
                  .slice(0, win.count)
                  .map((row, r) => `${r * 100 + 50},${row * 100 + 50}`)
                  .join(' ');
                return (
                  <polyline
                    key={`${win.line}-${k}`}
                    points={points}
                    fill="none"
                    stroke={LINE_COLOURS[k % LINE_COLOURS.length]}
                    strokeWidth="5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    vectorEffect="non-scaling-stroke"
                  />
                );
              })}
            </svg>
          ) : null}
        </div>

        {free ? (
          <div
            className="slot-free-spins"
            data-testid="slot-free-spins"
            data-done={free.done}
            data-current={free.current}
          >
            <strong className="slot-free-title">{t('slot.freeSpins', { count: free.total })}</strong>
            <span className="slot-free-detail">
              {free.done
                ? t('slot.freeSpinsTotal', { amount: formatCoins(free.won, i18n.language) })
                : free.current === 0
                  ? t('slot.freeSpinsMultiplier', { multiplier: free.multiplier })
                  : t('slot.freeSpinsProgress', {
                      current: free.current,
                      total: free.total,
                      amount: formatCoins(free.won, i18n.language),
                    })}
            </span>
          </div>
        ) : null}
      </div>

      <div className="slot-bottom">
        <div className="slot-wins" aria-live="off">
          {free?.done ? (
            <p className="slot-spin-win figure" data-testid="slot-free-total">
              {t('slot.freeSpinsTotal', { amount: formatCoins(free.won, i18n.language) })}
            </p>
          ) : spin && spinWin > 0 ? (
            <p className="slot-spin-win figure" data-testid="slot-spin-win">
              {t('slot.spinWin', { amount: formatCoins(spinWin, i18n.language) })}
            </p>
          ) : null}
          {spin ? (
            <ul className="slot-win-list">
              {lineWins.map((win, k) => (
                <li
                  key={`${win.line}-${win.symbol}-${k}`}
                  className="slot-line-win"
                  data-testid="slot-line-win"
                  data-line={win.line}
                  data-symbol={win.symbol}
                  data-win={win.win}
                  style={{ '--line-colour': LINE_COLOURS[k % LINE_COLOURS.length] } as CSSProperties}
                >
                  {win.line >= 0
                    ? t('slot.lineWin', {
                        line: win.line + 1,
                        symbol: name(win.symbol),
                        count: win.count,
                        amount: formatCoins(win.win, i18n.language),
                      })
                    : t('slot.waysWin', {
                        symbol: name(win.symbol),
                        count: win.count,
                        ways: win.ways,
                        amount: formatCoins(win.win, i18n.language),
                      })}
                </li>
              ))}
              {spin.details.scatterWin > 0 || spin.details.freeSpinsAwarded > 0 ? (
                <li
                  className="slot-line-win slot-scatter-win"
                  data-testid="slot-scatter-win"
                  data-win={spin.details.scatterWin}
                >
                  {t('slot.scatterWin', {
                    symbol: scatterSymbol ? scatterSymbol[lang] : '',
                    count: spin.details.scatterCount,
                    amount: formatCoins(spin.details.scatterWin, i18n.language),
                  })}
                  {spin.details.freeSpinsAwarded > 0
                    ? ` · ${t('slot.freeSpinsAwarded', { count: spin.details.freeSpinsAwarded })}`
                    : ''}
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>

        <div className="slot-auto" data-testid="slot-autoplay" data-running={auto ? 'on' : 'off'}>
          {auto ? (
            <button
              type="button"
              className="slot-auto-button slot-auto-stop"
              data-testid="slot-autoplay-stop"
              disabled={auto.stopping}
              onClick={stopAuto}
            >
              {auto.stopping ? t('slot.autoStopping') : t('slot.autoStop', { count: auto.left })}
            </button>
          ) : autoMenu ? (
            <div className="slot-auto-menu" role="group" aria-label={t('slot.autoLabel')}>
              {AUTO_COUNTS.map((count) => (
                <button
                  key={count}
                  type="button"
                  className="slot-auto-button"
                  data-count={count}
                  disabled={busy || (free !== null && !free.done)}
                  onClick={() => startAuto(count)}
                >
                  {t('slot.autoCount', { count })}
                </button>
              ))}
              <button
                type="button"
                className="slot-auto-button slot-auto-cancel"
                onClick={() => setAutoMenu(false)}
              >
                {t('slot.autoCancel')}
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="slot-auto-button"
              data-testid="slot-autoplay-open"
              aria-haspopup="true"
              disabled={busy}
              onClick={() => setAutoMenu(true)}
            >
              {t('slot.auto')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
