import { useTranslation } from 'react-i18next';
import { exactRtp, STUDIO_GAMES, type wheel } from '@casino/studio';
import { readLaunchParams } from '../../lib/launch-url.ts';
import { toLanguageCode } from '../../lib/i18n.ts';
import { RulesTable } from '../../shared/rules-table.tsx';

/** The launched wheel's segments, pays, RTP per spot, respins, chance cards and top-slot multipliers. */
export function WheelRules({ gameCode }: { gameCode?: string }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguageCode(i18n.language);
  const code = gameCode ?? readLaunchParams(window.location).gameCode ?? 'EVO_LIVE_DREAM_CATCHER';
  const game = STUDIO_GAMES[code];
  if (game?.engine !== 'wheel') return null;
  const cfg = game.config;
  const rtp = exactRtp(code).perBet;
  const count = (id: string) => cfg.segments.filter((s) => s === id).length;
  return (
    <>
      <h3>{t('wheel.name')}</h3>
      <p>{t('wheel.rules', { segments: cfg.segments.length })}</p>
      <RulesTable
        caption={t('wheel.tableCaption')}
        columns={[t('wheel.spot'), t('wheel.segments'), t('wheel.pay'), 'RTP']}
        testId="wheel-paytable"
      >
        {Object.entries(cfg.spots).map(([id, spot]) => (
          <tr key={id}>
            <th scope="row">{spot[lang]}</th>
            <td className="figure">{count(id)}</td>
            <td className="figure">{spot.kind === 'number' ? `${spot.pays}:1` : t('wheel.bonusPay')}</td>
            <td className="figure">{((rtp[id] ?? 0) * 100).toFixed(2)} %</td>
          </tr>
        ))}
      </RulesTable>
      {cfg.respins ? (
        <p>
          {t('wheel.respinRules', {
            list: Object.entries(cfg.respins)
              .map(([id, f]) => `×${f} (${count(id)})`)
              .join(', '),
          })}
        </p>
      ) : null}
      {cfg.chance ? (
        <p>
          {t('wheel.chanceRules', {
            list: cfg.chance.map((c) => `${t(`wheel.card.${c.kind}`)} ×${c.value}`).join(', '),
          })}
        </p>
      ) : null}
      {cfg.topSlot ? (
        <p>
          {t('wheel.topSlotRules', {
            list: cfg.topSlot.multipliers.map((m) => `×${m.value}`).join(', '),
          })}
        </p>
      ) : null}
      <BonusRules cfg={cfg} lang={lang} />
    </>
  );
}

/** One line per bonus game: how it is played (the player's pick, the puck, the board walk…). */
function BonusRules({ cfg, lang }: { cfg: wheel.WheelConfig; lang: 'ja' | 'en' }) {
  const { t } = useTranslation();
  const bonuses = Object.values(cfg.spots).flatMap((s) =>
    s.kind === 'bonus' ? [{ name: s[lang], def: s.bonus }] : [],
  );
  if (bonuses.length === 0) return null;
  const line = ({ name, def }: (typeof bonuses)[number]) => {
    switch (def.kind) {
      case 'pick':
        return def.player
          ? t('liveShow.rules.pick', { name, count: def.choices })
          : t('liveShow.rules.coin', { name });
      case 'drop':
        return def.board
          ? t('liveShow.rules.pachinko', { name, rows: def.board.rows })
          : t('liveShow.rules.flapper', { name, count: def.slots.length });
      case 'board':
        return t('liveShow.rules.board', { name, rolls: def.rolls, squares: def.squares.length });
      case 'accumulate':
        return t('liveShow.rules.accumulate', { name });
      case 'quest':
        return t('liveShow.rules.quest', { name, levels: def.levels.length });
    }
  };
  return (
    <>
      <h4>{t('liveShow.rules.title')}</h4>
      <ul data-testid="wheel-bonus-rules">
        {bonuses.map((b) => (
          <li key={b.def.name} data-bonus={b.def.name}>
            {line(b)}
          </li>
        ))}
      </ul>
    </>
  );
}
