import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerifyRoundResponse } from '@casino/contract';
import { getErrorCode } from '../lib/api-client.ts';
import { toLanguageCode } from '../lib/i18n.ts';
import { fetchVerify } from '../api/fairness.ts';
import { AlgorithmSection, ALGORITHM_ANCHOR } from './algorithm-section.tsx';
import { ManualForm } from './manual-form.tsx';
import { RecordedRound } from './recorded-round.tsx';
import '../shared/small-button.css';
import './fairness.css';

type Loaded =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; round: VerifyRoundResponse };

/**
 * The public verify page (`/studio/play/verify?roundId=…`, no launch token). It fetches the recorded
 * round and, once the seed is revealed, replays it here in the browser with @casino/studio's own
 * computeOutcome: sha256(serverSeed) must equal the commitment and the replay must equal the record. A
 * manual form recomputes any round from its inputs.
 */
export function VerifyPage({ search = window.location.search }: { search?: string }) {
  const { t, i18n } = useTranslation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const roundId = params.get('roundId')?.trim() ?? '';
  const [loaded, setLoaded] = useState<Loaded>(() => (roundId ? { kind: 'loading' } : { kind: 'none' }));

  useEffect(() => {
    const lang = params.get('lang');
    if (lang) void i18n.changeLanguage(toLanguageCode(lang));
  }, [params, i18n]);

  useEffect(() => {
    document.title = t('fairness.verify.title');
  }, [t]);

  useEffect(() => {
    if (!roundId) return;
    const controller = new AbortController();
    fetchVerify(roundId, controller.signal).then(
      (round) => setLoaded({ kind: 'ready', round }),
      (caught: unknown) => {
        if (!controller.signal.aborted)
          setLoaded({ kind: 'failed', message: t(`errors.${getErrorCode(caught)}`) });
      },
    );
    return () => controller.abort();
  }, [roundId, t]);

  const lang = toLanguageCode(i18n.language);

  return (
    <main className="verify-page">
      <header className="verify-head">
        <h1>{t('fairness.verify.title')}</h1>
        <div className="verify-lang" role="group" aria-label={t('fairness.verify.language')}>
          {(['ja', 'en'] as const).map((code) => (
            <button
              key={code}
              type="button"
              className="small-button verify-lang-button"
              aria-pressed={lang === code}
              onClick={() => void i18n.changeLanguage(code)}
            >
              {code === 'ja' ? '日本語' : 'English'}
            </button>
          ))}
        </div>
      </header>
      <p className="verify-intro">
        {t('fairness.verify.intro')}{' '}
        <a className="fair-link" href={`#${ALGORITHM_ANCHOR}`} data-testid="verify-algorithm-link">
          {t('fairness.verify.algorithmLink')}
        </a>
      </p>

      {loaded.kind === 'loading' ? (
        <section className="verify-card" data-testid="verify-status" data-status="loading" aria-busy="true">
          <p>{t('fairness.verify.loading')}</p>
        </section>
      ) : null}
      {loaded.kind === 'failed' ? (
        <section className="verify-card" data-testid="verify-status" data-status="error">
          <p className="verify-verdict bad">{t('fairness.verify.loadFailed')}</p>
          <p>{loaded.message}</p>
        </section>
      ) : null}
      {loaded.kind === 'ready' ? <RecordedRound round={loaded.round} /> : null}

      <ManualForm
        key={loaded.kind === 'ready' ? loaded.round.roundId : 'blank'}
        initial={loaded.kind === 'ready' ? loaded.round : null}
      />

      <AlgorithmSection />
    </main>
  );
}
