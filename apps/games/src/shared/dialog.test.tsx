import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

function renderDialog(onClose = vi.fn()) {
  render(
    <>
      <button type="button">behind</button>
      <Dialog titleId="t" title="Title" testId="d" closeLabel="Close" onClose={onClose}>
        <a href="#x">link</a>
        <input aria-label="seed" />
        <button type="button" disabled>
          off
        </button>
      </Dialog>
    </>,
  );
  return onClose;
}

describe('dialog', () => {
  it('focuses Close on open, and Tab / Shift+Tab wrap round inside the panel (inputs included)', () => {
    renderDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const link = screen.getByRole('link', { name: 'link' });
    expect(document.activeElement).toBe(close);

    // Close is the last control: Tab goes back to the first, the link.
    expect(fireEvent.keyDown(document, { key: 'Tab' })).toBe(false);
    link.focus();
    expect(fireEvent.keyDown(document, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(close);

    // From the middle (the seed field) the browser moves focus itself: the dialog does not interfere.
    screen.getByRole('textbox', { name: 'seed' }).focus();
    expect(fireEvent.keyDown(document, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(document, { key: 'Tab', shiftKey: true })).toBe(true);

    // Focus that escaped the panel (e.g. clicked behind the overlay) is brought back in.
    screen.getByRole('button', { name: 'behind' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(link);
  });

  it('Escape and a click on the overlay close it; a click inside does not', () => {
    const onClose = renderDialog();
    fireEvent.click(screen.getByTestId('d'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('d').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
