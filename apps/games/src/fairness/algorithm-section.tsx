import { useTranslation } from 'react-i18next';

export const ALGORITHM_ANCHOR = 'algorithm';

const STEPS = ['commit', 'bytes', 'int', 'pick', 'engines', 'compare'] as const;

/**
 * How to write one's own verifier (issue 16): the algorithm in the player's language, as
 * docs/provably-fair.md states it in full, with the one-line check by hand.
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
      <p className="fair-hint">{t('app.coinsNote')}</p>
    </section>
  );
}
