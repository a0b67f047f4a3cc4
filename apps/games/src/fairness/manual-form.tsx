import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GAME_CATALOGUE,
  betInputSchema,
  type LanguageCode,
  type VerifyRoundResponse,
} from '@casino/contract';
import { STUDIO_GAMES, type BetInput } from '@casino/studio';
import { formatCoins } from '../lib/format.ts';
import { toLanguageCode } from '../lib/i18n.ts';
import { OutcomeView } from './outcome-view.tsx';
import { parseChoices, recompute, type Recomputed } from './verify.ts';

const GAME_CODES = Object.keys(STUDIO_GAMES).sort();

function titleOf(code: string, lang: LanguageCode): string {
  const title = GAME_CATALOGUE.find((g) => g.gameCode === code)?.title[lang];
  return title ? `${title} (${code})` : code;
}

/** Recomputes any round from inputs typed in (pre-filled from the loaded round). */
export function ManualForm({ initial }: { initial: VerifyRoundResponse | null }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguageCode(i18n.language);
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
  const [choicesText, setChoicesText] = useState((initial?.choices ?? []).join(', '));
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
    const choices = parseChoices(choicesText);
    if (!choices) {
      setResult({ outcome: null, seedHash: '', error: t('fairness.verify.badChoices') });
      return;
    }
    const fair = { serverSeed: serverSeed.trim(), clientSeed, nonce: Number(nonce) };
    setResult(recompute(gameCode, fair, bet, choices));
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
                {titleOf(code, lang)}
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
        <label className="verify-form-wide">
          <span>{t('fairness.verify.choices')}</span>
          <input
            className="fair-input fair-mono"
            name="choices"
            inputMode="numeric"
            value={choicesText}
            spellCheck={false}
            onChange={(event) => setChoicesText(event.target.value)}
          />
        </label>
        <button type="submit" className="secondary-button verify-submit" data-testid="verify-recompute">
          {t('fairness.verify.recompute')}
        </button>
      </form>
      {result ? <ManualResult result={result} gameCode={gameCode} /> : null}
    </section>
  );
}

/** The recomputed round of the form: the seed's hash, the payout and the outcome as the game draws it. */
function ManualResult({ result, gameCode }: { result: Recomputed; gameCode: string }) {
  const { t, i18n } = useTranslation();
  return (
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
            {t('fairness.verify.recomputedWin')}: {formatCoins(result.outcome.totalWin, i18n.language)}
          </p>
          <OutcomeView gameCode={gameCode} outcome={result.outcome} />
        </>
      ) : null}
    </div>
  );
}
