import type { GiftClaimResponse, Progression } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import './progression.css';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useClaimGift } from '../api/claim-gift.ts';
import { useClaimLevels } from '../api/claim-levels.ts';
import { formatCount, formatDate } from './format.ts';
import { XpBar } from './xp-bar.tsx';

/** The player's level, XP bar, tier with its validity, progress to the next tier, benefits and claims. */
export function TierCard({
  progression,
  onClaimed,
}: {
  progression: Progression;
  onClaimed: (coins: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const levels = useClaimLevels((r: { paid: { reward: number }[] }) =>
    onClaimed(r.paid.reduce((sum, p) => sum + p.reward, 0)),
  );
  const gift = useClaimGift((r: GiftClaimResponse) => onClaimed(r.amount));
  const { tier, benefits, windowWager, nextTier, nextTierWager, monthlyGift } = progression;
  const tierPercent =
    nextTierWager === null
      ? 100
      : Math.min(100, Math.floor((windowWager * 100) / Math.max(1, nextTierWager)));
  const waiting = progression.unclaimedLevels.reduce((sum, l) => sum + l.reward, 0);
  return (
    <section className="tier-card" aria-labelledby="tier-card-title" data-testid="tier-card">
      <h2 id="tier-card-title" className="tier-card__title">
        {t('progression.yourStatus')}
      </h2>
      <XpBar progression={progression} />
      {waiting > 0 ? (
        <button
          type="button"
          className="btn btn-primary tier-card__claim"
          data-testid="vip-claim-levels"
          disabled={levels.isPending}
          onClick={() => levels.mutate()}
        >
          {t('progression.levelUp.claim', { amount: formatCount(waiting, language) })}
        </button>
      ) : null}
      <FormError error={levels.error} />
      <div className={`tier-badge tier-badge--${tier.toLowerCase()}`} data-testid="player-tier">
        <span className="tier-badge__label">{t('progression.tierLabel')}</span>
        <span className="tier-badge__name">{t(`progression.tiers.${tier}`)}</span>
      </div>
      {progression.tierValidUntil ? (
        <p className="tier-card__valid">
          {t('progression.validUntil', { date: formatDate(progression.tierValidUntil, language) })}
        </p>
      ) : null}
      <div className="tier-card__progress">
        <p>
          {nextTier && nextTierWager !== null
            ? t('progression.toNextTier', {
                wager: formatCount(windowWager, language),
                target: formatCount(nextTierWager, language),
                tier: t(`progression.tiers.${nextTier}`),
              })
            : t('progression.topTier', { wager: formatCount(windowWager, language) })}
        </p>
        <div
          className="xp-bar__track xp-bar__track--tier"
          role="progressbar"
          aria-label={t('progression.tierBarLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={tierPercent}
        >
          <span className="xp-bar__fill" style={{ width: `${tierPercent}%` }} />
        </div>
      </div>
      <dl className="tier-card__benefits" data-testid="tier-benefits">
        <div>
          <dt>{t('progression.benefits.dailyBonus')}</dt>
          <dd>{t('progression.multiplier', { value: (benefits.dailyBonusPercent / 100).toFixed(2) })}</dd>
        </div>
        <div>
          <dt>{t('progression.benefits.raffleTickets')}</dt>
          <dd>{t('progression.percentExtra', { value: benefits.extraRaffleTicketsPercent })}</dd>
        </div>
        <div>
          <dt>{t('progression.benefits.monthlyGift')}</dt>
          <dd>
            {monthlyGift.amount > 0
              ? t('progression.coins', { amount: formatCount(monthlyGift.amount, language) })
              : t('progression.none')}
          </dd>
        </div>
      </dl>
      {monthlyGift.amount > 0 ? (
        monthlyGift.claimed ? (
          <p className="tier-card__gift-claimed" role="status" data-testid="vip-gift-claimed">
            {t('progression.giftClaimed')}
          </p>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            data-testid="vip-claim-gift"
            disabled={gift.isPending}
            onClick={() => gift.mutate()}
          >
            {t('progression.claimGift', { amount: formatCount(monthlyGift.amount, language) })}
          </button>
        )
      ) : null}
      <FormError error={gift.error} />
    </section>
  );
}
