import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';
import './dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: string;
  /** Without it the dialog cannot be closed (no close button, Escape and the overlay do nothing). */
  onClose?: () => void;
  testId: string;
  /** Shown in the dialog's top bar beside the close button (e.g. a language switcher). */
  toolbar?: ReactNode;
  children: ReactNode;
}

/**
 * A modal card over a dark overlay (a full-screen sheet on phones). The rest of the page is made inert
 * while it is open, Tab cycles inside it, Escape closes it, and focus returns where it was.
 */
export function Dialog({ title, onClose, testId, toolbar, children }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      if (onClose) {
        event.preventDefault();
        onClose();
      }
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    document.body.classList.add('has-dialog');
    const dialog = dialogRef.current;
    (dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog)?.focus();
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
      root?.removeAttribute('inert');
      document.body.classList.remove('has-dialog');
      previous?.focus();
    };
  }, []);

  return createPortal(
    <div
      className="dialog-overlay"
      data-testid="popup-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        tabIndex={-1}
        className="dialog"
      >
        <div className="dialog__bar">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <div className="dialog__tools">
            {toolbar}
            {onClose ? (
              <button
                type="button"
                className="dialog__close"
                onClick={onClose}
                aria-label={t('common.close')}
              >
                <CloseIcon />
              </button>
            ) : null}
          </div>
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
