import { useTranslation } from 'react-i18next';
import { GAME_CATALOGUE } from '@casino/contract';
import { slot } from '@casino/studio';
import { toLanguageCode } from '../../lib/i18n.ts';
import { readLaunchParams } from '../../lib/launch-url.ts';
import { SymbolArt } from './art/frame.tsx';
import { SlotFeatureRules } from './slot-feature-rules.tsx';
import { slotConfigOf } from './titles.ts';

/** A pay as a multiple of the total bet: at most two decimals, no trailing zeros. */
export function formatMultiple(value: number, language: string): string {
  return `×${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value)}`;
}

/**
 * The title's paytable (symbol art, ja/en names, pays for 5/4/3 as multiples of the bet), its wild and
 * scatter, free spins, and its paylines drawn as little 5 × 3 maps (or the 243-ways rule).
 */
export function SlotRules({ gameCode: given }: { gameCode?: string }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguageCode(i18n.language);
  const gameCode = given ?? readLaunchParams(window.location).gameCode ?? '';
  const cfg = slotConfigOf(gameCode);
  if (!cfg) return <p>{t('slot.rulesMissing')}</p>;
  const theme = GAME_CATALOGUE.find((g) => g.gameCode === gameCode)?.theme ?? {
    from: '#141b40',
    to: '#f2c14e',
  };
  const wild = cfg.symbols.find((s) => s.kind === 'wild');
  const scatter = cfg.symbols.find((s) => s.kind === 'scatter');
  const rtp = slot.slotExact(cfg).total * 100;
  const pays = (credits: number) => formatMultiple(credits / cfg.credits, i18n.language);

  return (
    <div className="slot-rules" data-testid="slot-rules">
      <h3>{t('slot.rulesTitle')}</h3>
      <p>
        {cfg.mode === 'ways' ? t('slot.rulesWays') : t('slot.rulesLines', { lines: cfg.lines.length })}{' '}
        {t('slot.rulesPays')}
      </p>
      <table className="slot-paytable">
        <thead>
          <tr>
            <th scope="col">{t('slot.symbol')}</th>
            <th scope="col">5</th>
            <th scope="col">4</th>
            <th scope="col">3</th>
          </tr>
        </thead>
        <tbody>
          {cfg.symbols.map((s, i) => (
            <tr key={s.id} data-symbol={s.id}>
              <th scope="row">
                <span className="slot-rules-symbol">
                  <SymbolArt
                    gameCode={gameCode}
                    symbol={s}
                    index={i}
                    themeFrom={theme.from}
                    themeTo={theme.to}
                  />
                  <span>{s[lang]}</span>
                </span>
              </th>
              {s.kind === 'wild' ? (
                <td colSpan={3}>{t('slot.wildPays')}</td>
              ) : s.kind === 'coin' || s.kind === 'bonus' ? (
                <td colSpan={3}>{t(s.kind === 'coin' ? 'slot.coinPays' : 'slot.bonusPays')}</td>
              ) : s.kind === 'scatter' ? (
                [2, 1, 0].map((k) => <td key={k}>{formatMultiple(s.pays[k]!, i18n.language)}</td>)
              ) : (
                [2, 1, 0].map((k) => <td key={k}>{pays(s.pays[k]!)}</td>)
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {wild ? <p>{t('slot.rulesWild', { symbol: wild[lang] })}</p> : null}
      {scatter ? (
        <p>
          {t('slot.rulesScatter', {
            symbol: scatter[lang],
            spins: cfg.freeSpins.spins,
            multiplier: cfg.freeSpins.multiplier,
          })}{' '}
          {cfg.freeSpins.retrigger ? t('slot.rulesRetrigger') : ''}
        </p>
      ) : null}
      <SlotFeatureRules cfg={cfg} />
      {cfg.mode === 'lines' ? (
        <>
          <h3>{t('slot.linesTitle')}</h3>
          <ol className="slot-rules-lines">
            {cfg.lines.map((line, l) => (
              <li key={l}>
                <svg viewBox="0 0 50 30" aria-label={t('slot.lineLabel', { line: l + 1 })} role="img">
                  {Array.from({ length: 15 }, (_, k) => (
                    <rect
                      key={k}
                      x={Math.floor(k / 3) * 10 + 1}
                      y={(k % 3) * 10 + 1}
                      width="8"
                      height="8"
                      rx="1.5"
                      fill={line[Math.floor(k / 3)] === k % 3 ? '#f2c14e' : '#2a3366'}
                    />
                  ))}
                  <polyline
                    points={line.map((row, r) => `${r * 10 + 5},${row * 10 + 5}`).join(' ')}
                    fill="none"
                    stroke="#fff6d6"
                    strokeWidth="1.2"
                  />
                </svg>
                <span>{l + 1}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <p className="dialog-note">{t('slot.rulesRtp', { rtp: rtp.toFixed(2) })}</p>
    </div>
  );
}
