import './step-indicator.css';

export interface Step {
  label: string;
  /** A step the flow did not need (e.g. no captcha on this channel): shown, but marked as skipped. */
  skipped?: boolean;
  skippedLabel?: string;
}

/** Numbered steps with the current one marked (aria-current="step"); `data-step` is the current index. */
export function StepIndicator({
  steps,
  current,
  label,
  testId,
}: {
  steps: readonly Step[];
  current: number;
  label: string;
  testId?: string;
}) {
  return (
    <ol className="step-indicator" aria-label={label} data-testid={testId} data-step={current}>
      {steps.map((step, index) => (
        <li
          key={step.label}
          className="step-indicator__step"
          data-state={
            step.skipped ? 'skipped' : index < current ? 'done' : index === current ? 'current' : 'todo'
          }
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="step-indicator__number" aria-hidden="true">
            {index < current && !step.skipped ? '✓' : index + 1}
          </span>
          <span className="step-indicator__label">
            {step.label}
            {step.skipped && step.skippedLabel ? (
              <span className="step-indicator__skipped"> {step.skippedLabel}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
