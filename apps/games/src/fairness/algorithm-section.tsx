import { Trans, useTranslation } from 'react-i18next';
import { PUBLISHED_MATHS_PATHS } from '@casino/contract';

export const ALGORITHM_ANCHOR = 'algorithm';

/** The reference verifier (issue 32): a file of the source repository, written from the docs. */
export const REFERENCE_VERIFIER = 'tools/verifier-py/verify.py';
const ENGINES_DOC = 'docs/provably-fair-engines.md';

const STEPS = ['commit', 'bytes', 'int', 'pick', 'engines', 'compare'] as const;

/**
 * How to write one's own verifier (issue 16): the algorithm in the player's language, as
 * docs/provably-fair.md states it in full, with the one-line check by hand, and where the reference
 * verifier in Python and the published maths are (issue 32).
 */
export function AlgorithmSection() {
  const { t } = useTranslation();
  return (
    <section className="verify-card verify-howto" id={ALGORITHM_ANCHOR} data-testid="verify-algorithm">
      <h2>{t('fairness.verify.algorithmTitle')}</h2>
      <ol className="verify-steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`fairness.verify.algorithm.${step}`)}</li>
        ))}
      </ol>
      <p>{t('fairness.verify.byHand')}</p>
      <pre className="fair-mono verify-pre">
        {'printf \'%s\' "$CLIENT_SEED:$NONCE:0" | openssl dgst -sha256 -hmac "$SERVER_SEED"'}
      </pre>
      <p data-testid="verify-reference">
        <Trans
          i18nKey="fairness.verify.referenceVerifier"
          values={{ path: REFERENCE_VERIFIER, docs: ENGINES_DOC }}
          components={{ code: <code className="fair-mono" /> }}
        />{' '}
        <a href={`/api${PUBLISHED_MATHS_PATHS.bundle}`} download>
          {t('fairness.verify.mathsDownload')}
        </a>
      </p>
      <p className="fair-hint">{t('app.coinsNote')}</p>
    </section>
  );
}
