import { useTranslation } from 'react-i18next';
import { STUDIO_GAMES, type Outcome } from '@casino/studio';
import { toLanguageCode } from '../lib/i18n.ts';
import { PlayingCard } from '../engines/baccarat/playing-card.tsx';
import { readBaccaratDetails } from '../engines/baccarat/outcome.ts';
import { readCoinFlip } from '../engines/coin-flip/outcome.ts';
import { readDice } from '../engines/dice/outcome.ts';
import { pocketColor, readRouletteDetails } from '../engines/roulette/layout.ts';
import { readSlotOutcome, type SlotSpin } from '../engines/slot/outcome.ts';
import { slotConfigOf } from '../engines/slot/titles.ts';
import { readWheel } from '../engines/wheel/outcome.ts';
import { segmentColour, segmentLabel } from '../engines/wheel/palette.ts';
import { bonusTraceText } from '../engines/wheel/trace-text.ts';
import '../engines/baccarat/baccarat.css';
import './outcome-view.css';

const DIE_FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/** A recomputed round drawn as the game draws it: cards, pocket, coin, dice, wheel segment, reels. */
export function OutcomeView({ gameCode, outcome }: { gameCode: string; outcome: Outcome }) {
  const engine = STUDIO_GAMES[gameCode]?.engine;
  return (
    <div className="vo" data-testid="verify-outcome" data-engine={engine}>
      {engine === 'roulette' ? <RouletteOutcome outcome={outcome} /> : null}
      {engine === 'baccarat' ? <BaccaratOutcome outcome={outcome} /> : null}
      {engine === 'coin-flip' ? <CoinOutcome outcome={outcome} /> : null}
      {engine === 'dice' ? <DiceOutcome outcome={outcome} /> : null}
      {engine === 'wheel' ? <WheelOutcome gameCode={gameCode} outcome={outcome} /> : null}
      {engine === 'slot' ? <SlotOutcome gameCode={gameCode} outcome={outcome} /> : null}
    </div>
  );
}

function RouletteOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const d = readRouletteDetails(outcome);
  if (!d) return null;
  const color = pocketColor(d.pocket);
  return (
    <p className="vo-pocket" data-color={color} data-pocket={d.pocket}>
      <span className="vo-pocket-num">{d.pocket}</span>
      {t(`roulette.${color}`)}
    </p>
  );
}

function BaccaratOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const d = readBaccaratDetails(outcome);
  if (!d) return null;
  return (
    <div className="vo-hands">
      {(['player', 'banker'] as const).map((side) => (
        <div key={side} className="vo-hand" data-side={side}>
          <p className="vo-hand-head">
            {t(`baccarat.spots.${side}`)} · {side === 'player' ? d.playerTotal : d.bankerTotal}
          </p>
          <div className="vo-cards">
            {d[side].map((card, i) => (
              <PlayingCard key={i} card={card} faceUp />
            ))}
          </div>
        </div>
      ))}
      <p className="vo-caption" data-winner={d.result}>
        {d.result === 'tie'
          ? t('baccarat.tie')
          : t('baccarat.wins', { side: t(`baccarat.spots.${d.result}`) })}
      </p>
    </div>
  );
}

function CoinOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const c = readCoinFlip(outcome);
  if (!c) return null;
  return (
    <p className="vo-caption">
      {t('coinFlip.landed', { side: t(`coinFlip.side.${c.details.side}`) })} · {t('coinFlip.side.red')} ×
      {c.details.redMultiplier} · {t('coinFlip.side.blue')} ×{c.details.blueMultiplier}
    </p>
  );
}

function DiceOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const d = readDice(outcome);
  if (!d) return null;
  return (
    <div>
      <p className="vo-dice" aria-label={t('fairness.verify.diceTotal', { total: d.details.total })}>
        {d.details.dice.map((face, i) => (
          <span key={i} aria-hidden="true">
            {DIE_FACES[face - 1]}
          </span>
        ))}
        <span className="vo-caption">{t('fairness.verify.diceTotal', { total: d.details.total })}</span>
      </p>
      <p className="vo-caption">
        {t('fairness.verify.lightning', {
          list: d.details.lightning
            .map((l) => `${l.total} ×${l.multiplier * (d.details.chilli ?? 1)}`)
            .join(', '),
        })}
      </p>
    </div>
  );
}

function WheelOutcome({ gameCode, outcome }: { gameCode: string; outcome: Outcome }) {
  const { t, i18n } = useTranslation();
  const game = STUDIO_GAMES[gameCode];
  const w = readWheel(outcome);
  if (!w || game?.engine !== 'wheel') return null;
  const cfg = game.config;
  const lang = toLanguageCode(i18n.language);
  const name = (id: string) =>
    cfg.spots[id]?.[lang] ?? (id === 'chance' ? t('wheel.chance') : segmentLabel(cfg, id));
  const bonusName = (bonus: string) => {
    const id = Object.keys(cfg.spots).find((spot) => {
      const def = cfg.spots[spot];
      return def?.kind === 'bonus' && def.bonus.name === bonus;
    });
    return id ? name(id) : bonus;
  };
  return (
    <div>
      <p className="vo-segments">
        {w.details.spins.map((spin, i) => (
          <span key={i} className="vo-segment" data-segment={spin.id}>
            <span className="vo-dot" style={{ background: segmentColour(spin.id) }} aria-hidden="true" />
            {name(spin.id)}
          </span>
        ))}
      </p>
      {w.children.length > 0 ? (
        <ul className="vo-bonuses" data-testid="verify-bonuses">
          {w.children.map((child, i) => (
            <li key={i}>
              {t('fairness.verify.bonusLine', {
                name: bonusName(child.details.name),
                value: child.details.value,
              })}
              <br />
              <span data-testid="verify-bonus-trace">{bonusTraceText(t, child.details.trace)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function SlotGrid({ gameCode, spin, label }: { gameCode: string; spin: SlotSpin; label: string }) {
  const { i18n } = useTranslation();
  const lang = toLanguageCode(i18n.language);
  const symbols = new Map((slotConfigOf(gameCode)?.symbols ?? []).map((s) => [s.id, s[lang]]));
  return (
    <figure className="vo-reels">
      <figcaption className="vo-caption">{label}</figcaption>
      <div className="vo-grid" role="table" aria-label={label}>
        {[0, 1, 2].map((row) => (
          <div key={row} role="row" className="vo-row">
            {spin.details.grid.map((reel, r) => (
              <span key={r} role="cell" className="vo-cell">
                {symbols.get(reel[row]!) ?? reel[row]}
              </span>
            ))}
          </div>
        ))}
      </div>
    </figure>
  );
}

function SlotOutcome({ gameCode, outcome }: { gameCode: string; outcome: Outcome }) {
  const { t } = useTranslation();
  const s = readSlotOutcome(outcome);
  if (!s) return null;
  return (
    <div className="vo-slot">
      <SlotGrid gameCode={gameCode} spin={s} label={t('fairness.verify.baseSpin')} />
      {s.children.map((child, i) => (
        <SlotGrid
          key={i}
          gameCode={gameCode}
          spin={child}
          label={t('fairness.verify.freeSpin', { n: i + 1 })}
        />
      ))}
    </div>
  );
}
