import type { BetRound } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { QueryErrorNotice } from '../../../components/ui/query-error-notice.tsx';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { useBetRound } from '../api/get-bet-round.ts';
import { formatSignedNumber } from '../../../lib/format-coins.ts';

/**
 * One round's detail: its ledger rows and its provably fair inputs (server seed hash, the seed once
 * revealed, client seed, nonce) with a link to the studio's public verify page in the page's language.
 */
export function BetRoundDetail({ round, id }: { round: BetRound; id: string }) {
  const { t, i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const detail = useBetRound(round.provider, round.roundId);

  if (detail.isPending) return <Spinner />;
  if (detail.isError) {
    return (
      <QueryErrorNotice error={detail.error} onRetry={() => detail.refetch()} testId="bet-round-detail-error">
        {t('betRounds.detailError')}
      </QueryErrorNotice>
    );
  }
  const { transactions, fairness } = detail.data;
  const verifyHref = fairness ? `${fairness.verifyPath}&lang=${language}` : null;

  return (
    <section
      className="bet-round-detail"
      id={id}
      data-testid="bet-round-detail"
      aria-label={t('betRounds.detailTitle')}
    >
      <dl className="bet-round-detail__facts">
        <div>
          <dt>{t('betRounds.roundId')}</dt>
          <dd className="bet-round-detail__code" data-testid="bet-round-id">
            {round.roundId}
          </dd>
        </div>
        <div>
          <dt>{t('betRounds.movements')}</dt>
          <dd>
            <ul className="bet-round-detail__moves">
              {transactions.map((row) => (
                <li key={row.transactionId} data-testid="bet-round-move" data-type={row.transactionType}>
                  <span>{t(`betHistory.types.${row.transactionType}`)}</span>{' '}
                  <span className="history-table__num">{formatSignedNumber(row.amount, language)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        {round.autoPicked ? (
          <div>
            <dt>{t('betRounds.autoPicked')}</dt>
            <dd data-testid="bet-round-auto-picked-hint">{t('betRounds.autoPickedHint')}</dd>
          </div>
        ) : null}
        {fairness ? (
          <>
            <div>
              <dt>{t('betRounds.serverSeedHash')}</dt>
              <dd className="bet-round-detail__code" data-testid="bet-round-seed-hash">
                {fairness.serverSeedHash}
              </dd>
            </div>
            <div>
              <dt>{t('betRounds.serverSeed')}</dt>
              <dd className="bet-round-detail__code" data-testid="bet-round-seed">
                {fairness.serverSeed ?? t('betRounds.seedHidden')}
              </dd>
            </div>
            <div>
              <dt>{t('betRounds.clientSeed')}</dt>
              <dd className="bet-round-detail__code" data-testid="bet-round-client-seed">
                {fairness.clientSeed}
              </dd>
            </div>
            <div>
              <dt>{t('betRounds.nonce')}</dt>
              <dd data-testid="bet-round-nonce">{fairness.nonce}</dd>
            </div>
          </>
        ) : (
          <div>
            <dt>{t('betRounds.fairness')}</dt>
            <dd>{t('betRounds.notVerifiable')}</dd>
          </div>
        )}
      </dl>
      {verifyHref ? (
        <a
          className="btn btn-primary"
          href={verifyHref}
          target="_blank"
          rel="noopener"
          data-testid="bet-round-verify"
        >
          {t('betRounds.verify')}
        </a>
      ) : null}
    </section>
  );
}
