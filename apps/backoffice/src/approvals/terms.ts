import type { Approval } from '@casino/contract';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Format = (coins: number) => string;

/** The proposed terms in words: what finance reads before approving. */
export function describeTerms(
  approval: Pick<Approval, 'kind' | 'terms'>,
  translate: Translate,
  coins: Format,
) {
  const terms = approval.terms as {
    amount?: number;
    maxRedemptions?: number;
    prizes?: Array<number | { fromRank: number; toRank: number; amount: number }>;
    everyMinutes?: number;
  };
  if (approval.kind === 'promo_code') {
    return translate('resources.approvals.terms_amount', {
      amount: coins(terms.amount ?? 0),
      max: coins(terms.maxRedemptions ?? 0),
    });
  }
  const prizes = (terms.prizes ?? [])
    .map((p) =>
      typeof p === 'number'
        ? coins(p)
        : translate('resources.approvals.ranks', { from: p.fromRank, to: p.toRank, amount: coins(p.amount) }),
    )
    .join(', ');
  const text = translate('resources.approvals.terms_prizes', { prizes });
  return terms.everyMinutes === undefined
    ? text
    : `${text} (${translate('resources.approvals.terms_every', { minutes: terms.everyMinutes })})`;
}
