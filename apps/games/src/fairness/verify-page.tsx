import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { GAME_CATALOGUE, betInputSchema, type VerifyRoundResponse } from '@casino/contract';
import { STUDIO_GAMES, type BetInput, type Outcome } from '@casino/studio';
import { getErrorCode } from '../lib/api-client.ts';
import { toLanguageCode } from '../lib/i18n.ts';
import { fetchVerify } from './api.ts';
import { recompute, verifyRecorded, type Recomputed, type VerifyStatus } from './verify.ts';
import '../shell/small-button.css';
import './fairness.css';

type Loaded =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; round: VerifyRoundResponse };

const GAME_CODES = Object.keys(STUDIO_GAMES).sort();

function useTitle(gameCode: string): string {
  const { i18n } = useTranslation();
  const game = GAME_CATALOGUE.find((g) => g.gameCode === gameCode);
  return game ? game.title[toLanguageCode(i18n.language)] : gameCode;
}

function summary(outcome: Outcome, t: TFunction): string {
  const d = outcome.details as Record<string, unknown>;
  if (outcome.engine === 'roulette' && typeof d.pocket === 'number')
    return t('fairness.verify.summaryRoulette', { pocket: d.pocket });
  if (outcome.engine === 'baccarat' && typeof d.result === 'string')
    return t('fairness.verify.summaryBaccarat', {
      winner: t(`baccarat.spots.${d.result as 'player'}`),
      player: d.playerTotal,
      banker: d.bankerTotal,
    });
  return t('fairness.verify.summaryWin', { win: outcome.totalWin });
}

/**
 * The public verify page (`/studio/play/verify?roundId=…`, no launch token). It fetches the recorded
 * round and, once the seed is revealed, replays it here in the browser with @casino/studio's own
 * playRound: sha256(serverSeed) must equal the commitment and the replay must equal the record. A
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
      <p className="verify-intro">{t('fairness.verify.intro')}</p>

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

      <section className="verify-card verify-howto">
        <h2>{t('fairness.verify.byHandTitle')}</h2>
        <p>{t('fairness.verify.byHand')}</p>
        <pre className="fair-mono verify-pre">
          {'printf \'%s\' "$CLIENT_SEED:$NONCE:0" | openssl dgst -sha256 -hmac "$SERVER_SEED"'}
        </pre>
        <p className="fair-hint">{t('app.coinsNote')}</p>
      </section>
    </main>
  );
}

function RecordedRound({ round }: { round: VerifyRoundResponse }) {
  const { t, i18n } = useTranslation();
  const title = useTitle(round.gameCode);
  const result = useMemo(() => verifyRecorded(round), [round]);
  const status: VerifyStatus = result.status;
  const recordedTotal = typeof round.outcome.totalWin === 'number' ? round.outcome.totalWin : round.win;

  return (
    <section className="verify-card" data-testid="verify-status" data-status={status}>
      <p className={`verify-verdict ${status === 'verified' ? 'ok' : status === 'pending' ? 'wait' : 'bad'}`}>
        {status === 'verified'
          ? `✓ ${t('fairness.verify.verified')}`
          : status === 'pending'
            ? t('fairness.verify.pending')
            : status === 'mismatch'
              ? `✗ ${t('fairness.verify.mismatch')}`
              : `✗ ${t('fairness.verify.error')}`}
      </p>
      {status === 'pending' ? <p>{t('fairness.verify.pendingHelp')}</p> : null}
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
        <dd className="fair-mono">{JSON.stringify(round.betInput)}</dd>
        <dt>{t('fairness.verify.recordedWin')}</dt>
        <dd className="fair-mono">{recordedTotal}</dd>
        {result.outcome ? (
          <>
            <dt>{t('fairness.verify.recomputedWin')}</dt>
            <dd className="fair-mono">
              {result.outcome.totalWin}{' '}
              <span className={result.outcomeOk ? 'fair-check ok' : 'fair-check bad'}>
                {result.outcomeOk ? '✓' : '✗'}
              </span>
            </dd>
            <dt>{t('fairness.verify.result')}</dt>
            <dd>{summary(result.outcome, t)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function ManualForm({ initial }: { initial: VerifyRoundResponse | null }) {
  const { t } = useTranslation();
  // Pre-filled from the loaded round (the parent remounts the form with a key when it arrives).
  const [serverSeed, setServerSeed] = useState(initial?.serverSeed ?? '');
  const [clientSeed, setClientSeed] = useState(initial?.clientSeed ?? '');
  const [nonce, setNonce] = useState(String(initial?.nonce ?? 0));
  const [gameCode, setGameCode] = useState(initial?.gameCode ?? 'EVO_LIVE_JAPANESE_ROULETTE');
  const [betText, setBetText] = useState(() =>
    JSON.stringify(
      initial?.betInput ?? STUDIO_GAMES.EVO_LIVE_JAPANESE_ROULETTE?.referenceBet ?? { bets: {} },
    ),
  );
  const [result, setResult] = useState<Recomputed | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let bet: BetInput;
    try {
      bet = betInputSchema.parse(JSON.parse(betText)) as BetInput;
    } catch {
      setResult({ outcome: null, seedHash: '', error: t('fairness.verify.badBet') });
      return;
    }
    setResult(recompute(gameCode, { serverSeed: serverSeed.trim(), clientSeed, nonce: Number(nonce) }, bet));
  };

  return (
    <section className="verify-card">
      <h2>{t('fairness.verify.manualTitle')}</h2>
      <form className="verify-form" onSubmit={submit} data-testid="verify-form">
        <label>
          <span>{t('fairness.serverSeed')}</span>
          <input
            className="fair-input fair-mono"
            name="serverSeed"
            value={serverSeed}
            spellCheck={false}
            onChange={(event) => setServerSeed(event.target.value)}
          />
        </label>
        <label>
          <span>{t('fairness.clientSeed')}</span>
          <input
            className="fair-input fair-mono"
            name="clientSeed"
            value={clientSeed}
            spellCheck={false}
            onChange={(event) => setClientSeed(event.target.value)}
          />
        </label>
        <label>
          <span>{t('fairness.nonce')}</span>
          <input
            className="fair-input fair-mono"
            name="nonce"
            inputMode="numeric"
            value={nonce}
            onChange={(event) => setNonce(event.target.value)}
          />
        </label>
        <label>
          <span>{t('fairness.verify.game')}</span>
          <select
            className="fair-input"
            name="gameCode"
            value={gameCode}
            onChange={(event) => setGameCode(event.target.value)}
          >
            {GAME_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <label className="verify-form-wide">
          <span>{t('fairness.verify.betJson')}</span>
          <textarea
            className="fair-input fair-mono"
            name="bet"
            rows={2}
            value={betText}
            spellCheck={false}
            onChange={(event) => setBetText(event.target.value)}
          />
        </label>
        <button type="submit" className="secondary-button verify-submit" data-testid="verify-recompute">
          {t('fairness.verify.recompute')}
        </button>
      </form>
      {result ? (
        <div className="verify-manual-result" data-testid="verify-manual-result">
          {result.error ? <p className="error-box">{result.error}</p> : null}
          {result.seedHash ? (
            <p>
              {t('fairness.verify.sha256')}: <span className="fair-mono">{result.seedHash}</span>
            </p>
          ) : null}
          {result.outcome ? (
            <>
              <p className="verify-summary">
                {summary(result.outcome, t)} · {t('fairness.verify.recomputedWin')}: {result.outcome.totalWin}
              </p>
              <pre className="fair-mono verify-pre">{JSON.stringify(result.outcome.details, null, 2)}</pre>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
