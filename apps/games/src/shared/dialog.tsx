import { useEffect, useRef, type ReactNode } from 'react';

/** What Tab can land on inside the panel (disabled controls are skipped, as the browser skips them). */
const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex="0"]';

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
  children: ReactNode;
}

/**
 * The chrome of a modal panel over the table (rules, provably fair): a titled card on the dark overlay
 * with a Close button. Focus moves to Close on open and Tab / Shift+Tab wrap round inside the panel (it is
 * modal: the table behind cannot be reached); Escape, Close and a click on the overlay call onClose, and
 * the caller returns focus to whatever opened it.
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
      if (event.key === 'Tab' && panel.current) {
        // In document order (a grouped selector's order is not guaranteed everywhere, e.g. jsdom).
        const focusable = [...panel.current.querySelectorAll<HTMLElement>('*')].filter((el) =>
          el.matches(FOCUSABLE),
        );
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        const inside = panel.current.contains(document.activeElement);
        if (event.shiftKey && (document.activeElement === first || !inside)) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

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
