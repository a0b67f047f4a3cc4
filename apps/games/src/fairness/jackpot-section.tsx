import { useTranslation } from 'react-i18next';
import { formatCoins } from '../lib/format.ts';
import { jackpotChance, type JackpotCheck, type JackpotField } from './jackpot-check.ts';

/** Milli-coins as coins with up to three decimals (the rule's exact unit, docs/provably-fair.md). */
function formatMilli(milli: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'ja-JP', { maximumFractionDigits: 3 }).format(
    milli / 1000,
  );
}

function formatChance(chance: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'ja-JP', {
    style: 'percent',
    maximumSignificantDigits: 3,
  }).format(chance);
}

/**
 * Issue 30: the round's part in the progressive jackpot on the verify page: the pool before it, the
 * stake's contribution, the terms in force, the draw and the result as recorded, each recomputed here
 * once the server seed is revealed (fairness/jackpot-check.ts), with its own verdict.
 */
export function JackpotSection({ check }: { check: JackpotCheck }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { recorded } = check;
  /** ✓ when every named field recomputes; ✗ with the recomputed values otherwise; nothing while pending. */
  const mark = (...keys: JackpotField['key'][]) => {
    const fields = check.fields.filter((field) => keys.includes(field.key));
    if (fields.length === 0) return null;
    const ok = fields.every((field) => field.ok);
    return (
      <span className={ok ? 'fair-check ok' : 'fair-check bad'} data-testid={`verify-jackpot-${keys[0]}`}>
        {' '}
        {ok ? '✓' : `✗ ${fields.map((field) => String(field.recomputed)).join(' / ')}`}
      </span>
    );
  };
  const verdict =
    check.status === 'verified'
      ? `✓ ${t('fairness.jackpot.verified')}`
      : check.status === 'pending'
        ? t('fairness.jackpot.pending')
        : `✗ ${t('fairness.jackpot.mismatch')}`;
  return (
    <section className="verify-jackpot" data-testid="verify-jackpot" data-status={check.status}>
      <h2 className="verify-subhead">{t('fairness.jackpot.heading')}</h2>
      <p
        className={`verify-verdict ${check.status === 'verified' ? 'ok' : check.status === 'pending' ? 'wait' : 'bad'}`}
      >
        {verdict}
      </p>
      {check.error ? <p className="fair-hint">{check.error}</p> : null}
      <dl className="fair-list">
        <dt>{t('fairness.jackpot.before')}</dt>
        <dd className="figure">{formatMilli(recorded.before, lang)}</dd>
        <dt>{t('fairness.jackpot.contribution')}</dt>
        <dd className="figure">
          {formatMilli(recorded.contribution, lang)}{' '}
          <span className="fair-hint">
            ({t('fairness.jackpot.share', { value: formatShare(recorded.shareBp, lang) })})
          </span>
          {mark('contribution')}
        </dd>
        <dt>{t('fairness.jackpot.mustDropBy')}</dt>
        <dd className="figure">{formatMilli(recorded.mustDropBy, lang)}</dd>
        <dt>{t('fairness.jackpot.chance')}</dt>
        <dd className="figure">{formatChance(jackpotChance(recorded), lang)}</dd>
        <dt>{t('fairness.jackpot.draw')}</dt>
        <dd className="fair-mono">
          {recorded.draw}
          {mark('draw')}
        </dd>
        <dt>{t('fairness.jackpot.result')}</dt>
        <dd data-testid="verify-jackpot-result" data-won={recorded.won}>
          {recorded.won
            ? t('fairness.jackpot.won', { amount: formatCoins(recorded.payout, lang) })
            : t('fairness.jackpot.notWon')}
          {mark('won', 'payout')}
        </dd>
      </dl>
    </section>
  );
}

function formatShare(shareBp: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'ja-JP', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(shareBp / 10_000);
}
