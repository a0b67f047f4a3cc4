import { useTranslation } from 'react-i18next';
import { slot } from '@casino/studio';
import { toLanguageCode } from '../../lib/i18n.ts';
import { SLOT_JACKPOTS } from './outcome.ts';
import type { SlotConfig } from './titles.ts';

/** A multiple of the total bet, e.g. ×12.5. */
const times = (value: number, language: string) =>
  `×${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value)}`;

/**
 * The title's mechanics in the rules dialog (from its studio configuration): wild multipliers,
 * expanding and sticky wilds, cascades with their multipliers, hold-and-win with its jackpots, the
 * pick bonus with its range of prizes. Nothing for a title without features.
 */
export function SlotFeatureRules({ cfg }: { cfg: SlotConfig }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguageCode(i18n.language);
  const f = cfg.features;
  if (!f || Object.keys(f).length === 0) return null;
  const name = (kind: slot.SlotSymbol['kind']) => cfg.symbols.find((s) => s.kind === kind)?.[lang] ?? '';
  const wild = name('wild');
  const credits = (c: number) => times(c / cfg.credits, i18n.language);
  const hold = f.holdAndWin;
  const pick = f.pick;
  return (
    <section className="slot-rules-features" data-testid="slot-rules-features">
      <h3>{t('slot.rulesFeatures')}</h3>
      <ul>
        {f.wildMultipliers ? (
          <li data-feature="wild-multipliers">
            {t('slot.rulesWildMultipliers', {
              symbol: wild,
              values: f.wildMultipliers.values.map((v) => `×${v}`).join(' / '),
            })}
          </li>
        ) : null}
        {f.expandingWilds ? (
          <li data-feature="expanding-wilds">
            {t(f.expandingWilds === 'always' ? 'slot.rulesExpandingAlways' : 'slot.rulesExpandingFree', {
              symbol: wild,
            })}
          </li>
        ) : null}
        {f.stickyWilds ? (
          <li data-feature="sticky-wilds">{t('slot.rulesSticky', { symbol: wild })}</li>
        ) : null}
        {f.cascade ? (
          <li data-feature="cascade">
            {t('slot.rulesCascade', { max: slot.MAX_TUMBLES })}{' '}
            {f.cascade.multipliers.some((m) => m !== 1)
              ? t('slot.rulesCascadeMultipliers', {
                  multipliers: f.cascade.multipliers.map((m) => `×${m}`).join(' → '),
                })
              : ''}
          </li>
        ) : null}
        {hold ? (
          <li data-feature="hold-and-win">
            {t('slot.rulesHold', { symbol: name('coin'), trigger: hold.trigger })} {t('slot.rulesJackpots')}{' '}
            {SLOT_JACKPOTS.map(
              (j) => `${t(`slot.jackpot.${j}`)} ${times(hold.jackpots[j], i18n.language)}`,
            ).join(' · ')}
          </li>
        ) : null}
        {pick ? (
          <li data-feature="pick">
            {t('slot.rulesPick', {
              symbol: name('bonus'),
              trigger: pick.trigger,
              count: pick.prizes.length,
              min: credits(Math.min(...pick.prizes)),
              max: credits(Math.max(...pick.prizes)),
            })}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
