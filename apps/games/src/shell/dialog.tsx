import { useEffect, useRef, type ReactNode } from 'react';

interface DialogProps {
  /** The heading's id: the panel is labelled by it. */
  titleId: string;
  title: ReactNode;
  testId: string;
  closeLabel: string;
  onClose: () => void;
  /** More classes on the panel and on its body (the panel's own look). */
  className?: string;
  bodyClassName?: string;
  /** The body is a scroll region the keyboard can reach (it takes focus). */
  focusableBody?: boolean;
  /** Tab and Shift+Tab wrap round inside the panel. */
  trapFocus?: boolean;
  children: ReactNode;
}

/**
 * The chrome of a modal panel over the table (rules, provably fair): a titled card on the dark overlay
 * with a Close button. Focus moves to Close on open; Escape, Close and a click on the overlay call
 * onClose, and the caller returns focus to whatever opened it.
 */
export function Dialog({
  titleId,
  title,
  testId,
  closeLabel,
  onClose,
  className,
  bodyClassName,
  focusableBody,
  trapFocus,
  children,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
      if (trapFocus && event.key === 'Tab' && panel.current) {
        const focusable = panel.current.querySelectorAll<HTMLElement>('button, [href], [tabindex="0"]');
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, trapFocus]);

  return (
    <div className="overlay" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        className={className ? `dialog ${className}` : 'dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <div className="dialog-head">
          <h2 id={titleId}>{title}</h2>
        </div>
        <div
          className={bodyClassName ? `dialog-body ${bodyClassName}` : 'dialog-body'}
          tabIndex={focusableBody ? 0 : undefined}
        >
          {children}
        </div>
        <div className="dialog-actions">
          <button ref={close} type="button" className="secondary-button" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
