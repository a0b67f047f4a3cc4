import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clientSeedSchema,
  VERIFY_PAGE_PATH,
  type FairnessState,
  type StudioRoundResponse,
} from '@casino/contract';
import { getErrorCode } from '../lib/api-client.ts';
import { Dialog } from '../shared/dialog.tsx';
import { fetchFairness, rotateSeed, setClientSeed, type RotateSeedResponse } from '../api/fairness.ts';
import { verifyUrl } from './verify-path.ts';
import {
  browserClientSeed,
  checkAgainstStored,
  latestCommitment,
  recordCommitment,
  type StoredCheck,
} from './commitments.ts';
import { StoredCheckView } from './stored-check.tsx';
import './fairness.css';

interface FairPanelProps {
  gameSessionId: string;
  /** Where this browser keeps the commitments it showed (commitments.ts). */
  scope: string;
  round: StudioRoundResponse | null;
  onClose: () => void;
}

/**
 * Provably fair, in the game: the commitment (sha256 of the server seed) for the next rounds, the
 * player's client seed (editable), the next nonce, seed rotation (reveals the retired seed, checked
 * here against its hash) and the last round's inputs with a link to the public verify page.
 */
export function FairPanel({ gameSessionId, scope, round, onClose }: FairPanelProps) {
  const { t } = useTranslation();
  const fair = useFairState(gameSessionId, scope);
  const { state, error, revealed, check } = fair;

  return (
    <Dialog
      titleId="fair-title"
      title={t('fairness.title')}
      testId="fair-panel"
      closeLabel={t('fairness.close')}
      onClose={onClose}
      className="fair-dialog"
      bodyClassName="fair-body"
    >
      <p className="fair-intro">{t('fairness.intro')}</p>
      {error ? (
        <p className="error-box fair-error" role="alert">
          {error}
        </p>
      ) : null}

      <dl className="fair-list">
        <dt>{t('fairness.serverSeedHash')}</dt>
        <dd className="fair-mono" data-testid="fair-hash">
          {state?.serverSeedHash ?? '…'}
        </dd>
        <dt>{t('fairness.nextNonce')}</dt>
        <dd className="fair-mono" data-testid="fair-nonce">
          {state?.nonce ?? '…'}
        </dd>
      </dl>

      <SeedForm fair={fair} />

      {revealed ? <RevealedSeed revealed={revealed} check={check} /> : null}

      {round ? <LastRound round={round} /> : <p className="fair-hint">{t('fairness.noRound')}</p>}
    </Dialog>
  );
}

/** The panel's state: the commitment, the client seed draft and its saving, rotation and its check. */
function useFairState(gameSessionId: string, scope: string) {
  const { t } = useTranslation();
  const [state, setState] = useState<FairnessState | null>(null);
  const [seedDraft, setSeedDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [revealed, setRevealed] = useState<RotateSeedResponse['revealed'] | null>(null);
  const [check, setCheck] = useState<StoredCheck | null>(null);
  // The player typed (or pasted) a seed: a state fetched again afterwards (the language changed) must
  // not overwrite it. Before the first state the field is read-only: typing then would race the loaded
  // seed (a fill selected the field, the loaded seed replaced it, the typed text went after it).
  const edited = useRef(false);
  const editDraft = (value: string) => {
    edited.current = true;
    setSeedDraft(value);
    setSaved(false);
  };

  useEffect(() => {
    const controller = new AbortController();
    fetchFairness(gameSessionId, controller.signal).then(
      (next) => {
        recordCommitment(scope, next);
        setState(next);
        if (!edited.current) setSeedDraft(next.clientSeed);
      },
      (caught: unknown) => {
        if (!controller.signal.aborted) setError(t(`errors.${getErrorCode(caught)}`));
      },
    );
    return () => controller.abort();
  }, [gameSessionId, scope, t]);

  const seedValid = clientSeedSchema.safeParse(seedDraft).success && !seedDraft.includes(':');

  const saveSeed = async (event: FormEvent) => {
    event.preventDefault();
    if (!seedValid || busy) return;
    setBusy(true);
    setError(null);
    try {
      const next = await setClientSeed(gameSessionId, seedDraft);
      recordCommitment(scope, next);
      setState(next);
      setSaved(true);
    } catch (caught) {
      setError(t(`errors.${getErrorCode(caught)}`));
    } finally {
      setBusy(false);
    }
  };

  const rotate = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      // What this browser showed before play, read before the server answers.
      const stored = latestCommitment(scope);
      const result = await rotateSeed(gameSessionId);
      setRevealed(result.revealed);
      setCheck(checkAgainstStored(stored, result.revealed.serverSeed));
      // The next seed gets a fresh client seed from this browser, stored with its commitment.
      const next = await setClientSeed(gameSessionId, browserClientSeed()).catch(() => result.next);
      recordCommitment(scope, next);
      setState(next);
      edited.current = false;
      setSeedDraft(next.clientSeed);
    } catch (caught) {
      setError(t(`errors.${getErrorCode(caught)}`));
    } finally {
      setBusy(false);
    }
  };

  return {
    state,
    seedDraft,
    editDraft,
    busy,
    error,
    saved,
    revealed,
    check,
    seedValid,
    saveSeed,
    rotate,
  };
}
type FairState = ReturnType<typeof useFairState>;

/** The player's client seed (editable) and rotation. */
function SeedForm({ fair }: { fair: FairState }) {
  const { t } = useTranslation();
  const { state, seedDraft, editDraft, busy, saved, seedValid, saveSeed, rotate } = fair;
  return (
    <>
      <form className="fair-seed-form" onSubmit={(event) => void saveSeed(event)}>
        <label htmlFor="fair-client-seed">{t('fairness.clientSeed')}</label>
        <div className="fair-seed-row">
          <input
            id="fair-client-seed"
            className="fair-input fair-mono"
            data-testid="fair-client-seed"
            value={seedDraft}
            maxLength={64}
            readOnly={!state}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={!seedValid}
            aria-describedby="fair-seed-hint"
            onChange={(event) => editDraft(event.target.value)}
          />
          <button
            type="submit"
            className="secondary-button"
            data-testid="fair-client-seed-save"
            disabled={!seedValid || busy || !state || seedDraft === state.clientSeed}
          >
            {t('fairness.saveSeed')}
          </button>
        </div>
        <p id="fair-seed-hint" className="fair-hint">
          {saved ? t('fairness.seedSaved') : t('fairness.seedHint')}
        </p>
      </form>

      <div className="fair-rotate">
        <button
          type="button"
          className="secondary-button"
          data-testid="fair-rotate"
          disabled={busy || !state}
          onClick={() => void rotate()}
        >
          {t('fairness.rotate')}
        </button>
        <p className="fair-hint">{t('fairness.rotateHint')}</p>
      </div>
    </>
  );
}

/** The retired seed, checked against what this browser stored before play. */
function RevealedSeed({
  revealed,
  check,
}: {
  revealed: RotateSeedResponse['revealed'];
  check: StoredCheck | null;
}) {
  const { t } = useTranslation();
  return (
    <section className="fair-revealed" data-testid="fair-revealed" data-check={check?.result}>
      <h3>{t('fairness.revealedTitle')}</h3>
      <dl className="fair-list">
        <dt>{t('fairness.serverSeed')}</dt>
        <dd className="fair-mono">{revealed.serverSeed}</dd>
        <dt>{t('fairness.clientSeed')}</dt>
        <dd className="fair-mono">{revealed.clientSeed}</dd>
        <dt>{t('fairness.roundsPlayed')}</dt>
        <dd className="fair-mono">{revealed.roundsPlayed}</dd>
      </dl>
      {check ? <StoredCheckView check={check} /> : null}
    </section>
  );
}

/** The last round's inputs and the link to the public verify page. */
function LastRound({ round }: { round: StudioRoundResponse }) {
  const { t, i18n } = useTranslation();
  const last = round.fairness;
  return (
    <section className="fair-last" data-testid="fair-last-round">
      <h3>{t('fairness.lastRound')}</h3>
      <dl className="fair-list">
        <dt>{t('fairness.roundId')}</dt>
        <dd className="fair-mono">{round.roundId}</dd>
        {last ? (
          <>
            <dt>{t('fairness.nonce')}</dt>
            <dd className="fair-mono">{last.nonce}</dd>
            <dt>{t('fairness.clientSeed')}</dt>
            <dd className="fair-mono">{last.clientSeed}</dd>
            <dt>{t('fairness.serverSeedHash')}</dt>
            <dd className="fair-mono">{last.serverSeedHash}</dd>
          </>
        ) : null}
      </dl>
      <a
        className="fair-link"
        data-testid="fair-verify-link"
        href={verifyUrl(VERIFY_PAGE_PATH, round.roundId, i18n.language)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('fairness.verifyLink')}
      </a>
    </section>
  );
}
