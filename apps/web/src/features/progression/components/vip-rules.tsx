import {
  LEVEL_REWARD_PER_LEVEL,
  LEVEL_XP_STEP,
  MAX_LEVEL,
  TIER_RULES,
  TIER_VALIDITY_DAYS,
  TIER_WINDOW_DAYS,
  type VipTier,
} from '@casino/contract';
import { useTranslation } from 'react-i18next';
import './progression.css';
import { formatCount } from './format.ts';

/**
 * The rules, stated from the same numbers the server pays by (packages/contract progression.ts): how
 * experience and levels work, the tier table with each tier's benefits, the validity and demotion.
 */
export function VipRules({ current }: { current?: VipTier }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const n = (value: number) => formatCount(value, language);
  return (
    <section className="vip-rules" aria-labelledby="vip-rules-title" data-testid="vip-rules">
      <h2 id="vip-rules-title">{t('progression.rules.title')}</h2>
      <h3>{t('progression.rules.levelsTitle')}</h3>
      <p>
        {t('progression.rules.levels', {
          step: n(LEVEL_XP_STEP),
          level3: n(LEVEL_XP_STEP * 3),
          reward: n(LEVEL_REWARD_PER_LEVEL),
          max: MAX_LEVEL,
        })}
      </p>
      <h3>{t('progression.rules.tiersTitle')}</h3>
      <p>{t('progression.rules.tiers', { window: TIER_WINDOW_DAYS })}</p>
      {/* A table wider than a phone scrolls sideways: a named region the keyboard can reach (axe). */}
      <div
        className="vip-rules__scroll"
        tabIndex={0}
        role="region"
        aria-label={t('progression.rules.tableCaption')}
      >
        <table className="vip-rules__table">
          <caption className="visually-hidden">{t('progression.rules.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('progression.tierLabel')}</th>
              <th scope="col">{t('progression.rules.minWager', { window: TIER_WINDOW_DAYS })}</th>
              <th scope="col">{t('progression.benefits.dailyBonus')}</th>
              <th scope="col">{t('progression.benefits.raffleTickets')}</th>
              <th scope="col">{t('progression.benefits.monthlyGift')}</th>
            </tr>
          </thead>
          <tbody>
            {TIER_RULES.map((rule) => (
              <tr
                key={rule.tier}
                aria-current={rule.tier === current ? 'true' : undefined}
                className={rule.tier === current ? 'vip-rules__current' : undefined}
              >
                <th scope="row">
                  <span className={`tier-dot tier-dot--${rule.tier.toLowerCase()}`} aria-hidden="true" />
                  {t(`progression.tiers.${rule.tier}`)}
                </th>
                <td>{t('progression.coins', { amount: n(rule.minWager) })}</td>
                <td>{t('progression.multiplier', { value: (rule.dailyBonusPercent / 100).toFixed(2) })}</td>
                <td>{t('progression.percentExtra', { value: rule.extraRaffleTicketsPercent })}</td>
                <td>
                  {rule.monthlyGift > 0
                    ? t('progression.coins', { amount: n(rule.monthlyGift) })
                    : t('progression.none')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('progression.rules.validityTitle')}</h3>
      <p>{t('progression.rules.validity', { days: TIER_VALIDITY_DAYS, window: TIER_WINDOW_DAYS })}</p>
      <h3>{t('progression.rules.responsibleTitle')}</h3>
      <p>{t('progression.rules.responsible')}</p>
    </section>
  );
}
