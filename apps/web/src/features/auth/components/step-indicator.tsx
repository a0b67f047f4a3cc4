import { useTranslation } from 'react-i18next';

const STEPS = ['auth.stepForm', 'auth.stepCaptcha', 'auth.stepDone'] as const;

/** The three sign-up steps (SPEC §2, §9). */
export function StepIndicator({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <ol className="step-indicator" aria-label={t('auth.steps')}>
      {STEPS.map((key, index) => (
        <li
          key={key}
          className="step-indicator__step"
          data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="step-indicator__number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="step-indicator__label">{t(key)}</span>
        </li>
      ))}
    </ol>
  );
}
