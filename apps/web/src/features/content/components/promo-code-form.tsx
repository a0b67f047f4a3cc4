import { promoCodeSchema, type RedeemPromoCodeResponse } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Form } from '../../../components/ui/form.tsx';
import { FormTextField } from '../../../components/ui/form-field.tsx';
import { SubmitRow } from '../../../components/ui/submit-row.tsx';
import { usePopup } from '../../../lib/popup.ts';
import { useSession } from '../../../lib/session.tsx';
import { useRedeemPromoCode } from '../api/redeem-promo-code.ts';

const promoCodeFormSchema = z.object({ code: promoCodeSchema });

/** The promotion's promo code: signed-in players type it and get its coins once; others are asked to log in. */
export function PromoCodeForm({ onRedeemed }: { onRedeemed?: (result: RedeemPromoCodeResponse) => void }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { popupHref } = usePopup();
  const redeem = useRedeemPromoCode(onRedeemed);
  return (
    <section className="promotion__code" aria-labelledby="promo-code-heading" data-testid="promo-code">
      <h2 id="promo-code-heading">{t('promotion.code.heading')}</h2>
      {!isLoggedIn ? (
        <p>
          {t('promotion.code.loginFirst')}{' '}
          <Link to={popupHref('login')} className="btn btn-secondary" data-testid="promo-code-login">
            {t('promotion.code.login')}
          </Link>
        </p>
      ) : redeem.data ? (
        <p className="promotion__code-success" role="status" data-testid="promo-code-success">
          {t('promotion.code.success', { bonus: redeem.data.bonus.toLocaleString() })}
        </p>
      ) : (
        <Form
          schema={promoCodeFormSchema}
          defaultValues={{ code: '' }}
          onSubmit={({ code }) => redeem.mutate({ code })}
          aria-label={t('promotion.code.heading')}
        >
          {() => (
            <div className="promotion__code-row">
              <FormTextField
                name="code"
                label={t('promotion.code.label')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                data-testid="promo-code-input"
              />
              <SubmitRow
                error={redeem.error}
                busy={redeem.isPending}
                testId="promo-code-submit"
                block={false}
                bare
              >
                {t('promotion.code.submit')}
              </SubmitRow>
            </div>
          )}
        </Form>
      )}
    </section>
  );
}
