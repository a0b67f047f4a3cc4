import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { GAME_CATALOGUE, type VerifyRoundResponse } from '@casino/contract';
import { mathsVersion, type BetInput, type Outcome } from '@casino/studio';
import { formatCoins } from '../lib/format.ts';
import { toLanguageCode } from '../lib/i18n.ts';
import { betLines } from './bet-text.ts';
import { JackpotSection } from './jackpot-section.tsx';
import { LevelTable } from './level-table.tsx';
import { OutcomeView } from './outcome-view.tsx';
import { verifyRecorded, type VerifyStatus } from './verify.ts';

export function useTitle(gameCode: string): string {
  const { i18n } = useTranslation();
  const game = GAME_CATALOGUE.find((g) => g.gameCode === gameCode);
  return game ? game.title[toLanguageCode(i18n.language)] : gameCode;
}

function verdictClass(status: VerifyStatus): 'ok' | 'wait' | 'bad' {
  if (status === 'verified') return 'ok';
  return status === 'pending' || status === 'earlier-maths' ? 'wait' : 'bad';
}

function verdictText(status: VerifyStatus, t: TFunction): string {
  switch (status) {
    case 'verified':
      return `✓ ${t('fairness.verify.verified')}`;
    case 'pending':
      return t('fairness.verify.pending');
    case 'earlier-maths':
      return t('mathsVersion.earlier');
    case 'mismatch':
      return `✗ ${t('fairness.verify.mismatch')}`;
    default:
      return `✗ ${t('fairness.verify.error')}`;
  }
}

/**
 * A recorded round checked here in the browser: sha256(revealed seed) against its commitment, then the
 * studio's own computeOutcome replayed and compared level by level (the round, every free spin and bonus),
 * drawn as the game draws it. A round of an earlier version of the game's maths (or recorded before
 * versions were kept) is not replayed: the page says so and draws the recorded outcome.
 */
export function RecordedRound({ round }: { round: VerifyRoundResponse }) {
  const { t, i18n } = useTranslation();
  const title = useTitle(round.gameCode);
  const result = useMemo(() => verifyRecorded(round), [round]);
  const status: VerifyStatus = result.status;
  const recordedTotal = typeof round.outcome.totalWin === 'number' ? round.outcome.totalWin : round.win;
  // A round of earlier maths is not replayed: the page draws what was recorded when it was played.
  const earlierMaths = !result.currentMaths && round.serverSeed !== null;
  const shown = result.outcome ?? (earlierMaths ? (round.outcome as unknown as Outcome) : null);

  return (
    <section className="verify-card" data-testid="verify-status" data-status={status}>
      <p className={`verify-verdict ${verdictClass(status)}`}>{verdictText(status, t)}</p>
      {status === 'pending' ? <p>{t('fairness.verify.pendingHelp')}</p> : null}
      {earlierMaths ? <p data-testid="verify-earlier-maths">{t('mathsVersion.help')}</p> : null}
      {round.pending ? <p data-testid="verify-pending-pick">{t('fairness.verify.pendingPick')}</p> : null}
      {result.error ? <p className="fair-hint">{result.error}</p> : null}
      <dl className="fair-list">
        <dt>{t('fairness.verify.game')}</dt>
        <dd>
          {title} <span className="fair-hint">({round.gameCode})</span>
        </dd>
        <dt>{t('fairness.roundId')}</dt>
        <dd className="fair-mono">{round.roundId}</dd>
        <dt>{t('fairness.verify.date')}</dt>
        <dd>{new Date(round.createdDate).toLocaleString(i18n.language === 'en' ? 'en-US' : 'ja-JP')}</dd>
        <dt>{t('fairness.serverSeed')}</dt>
        <dd className="fair-mono">{round.serverSeed ?? t('fairness.verify.notRevealed')}</dd>
        <dt>{t('fairness.serverSeedHash')}</dt>
        <dd className="fair-mono">
          {round.serverSeedHash}
          {result.hashOk !== null ? (
            <span className={result.hashOk ? 'fair-check ok' : 'fair-check bad'} data-testid="verify-hash">
              {' '}
              {result.hashOk ? `✓ ${t('fairness.hashOk')}` : `✗ ${t('fairness.hashBad')}`}
            </span>
          ) : null}
        </dd>
        <dt>{t('fairness.clientSeed')}</dt>
        <dd className="fair-mono">{round.clientSeed}</dd>
        <dt>{t('fairness.nonce')}</dt>
        <dd className="fair-mono">{round.nonce}</dd>
        <dt>{t('fairness.verify.bet')}</dt>
        <dd>
          <ul className="verify-bet" data-testid="verify-bet">
            {betLines(round.gameCode, round.betInput as BetInput, t, i18n.language).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </dd>
        {round.choices.length > 0 ? (
          <>
            <dt>{t('fairness.verify.picks')}</dt>
            <dd className="fair-mono" data-testid="verify-choices">
              {round.choices.join(', ')}
              {round.autoPickedFrom !== null ? (
                <span className="fair-hint">
                  {' '}
                  ({t('fairness.verify.autoPicked', { n: round.autoPickedFrom + 1 })})
                </span>
              ) : null}
            </dd>
          </>
        ) : null}
        <dt>{t('mathsVersion.label')}</dt>
        <dd data-testid="verify-maths-version">
          {round.mathsVersion === null ? (
            t('mathsVersion.none')
          ) : (
            <span className="fair-mono">{round.mathsVersion}</span>
          )}
          {result.currentMaths ? null : (
            <span className="fair-hint">
              {' '}
              ({t('mathsVersion.current', { version: mathsVersion(round.gameCode) ?? '—' })})
            </span>
          )}
        </dd>
        <dt>{t('fairness.verify.recordedWin')}</dt>
        <dd className="figure">{formatCoins(recordedTotal, i18n.language)}</dd>
        {result.outcome ? (
          <>
            <dt>{t('fairness.verify.recomputedWin')}</dt>
            <dd className="figure" data-testid="verify-recomputed-win">
              {formatCoins(result.outcome.totalWin, i18n.language)}{' '}
              <span className={result.outcomeOk ? 'fair-check ok' : 'fair-check bad'}>
                {result.outcomeOk ? '✓' : '✗'}
              </span>
            </dd>
          </>
        ) : null}
      </dl>
      {shown ? (
        <>
          <h2 className="verify-subhead">
            {result.outcome ? t('fairness.verify.result') : t('mathsVersion.recordedResult')}
          </h2>
          <OutcomeView gameCode={round.gameCode} outcome={shown} />
        </>
      ) : null}
      {result.levels ? <LevelTable levels={result.levels} /> : null}
      {result.jackpot ? <JackpotSection check={result.jackpot} /> : null}
    </section>
  );
}
