import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResendButton } from './resend-button.tsx';

beforeEach(async () => {
  await i18next.changeLanguage('en');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('resend countdown', () => {
  it('counts down from the server resendAvailableAt and then unlocks', () => {
    const onResend = vi.fn();
    render(<ResendButton testId="phone-resend" availableAt="2025-01-01T00:00:30Z" onResend={onResend} />);
    const button = screen.getByTestId('phone-resend') as HTMLButtonElement;
    expect(button.textContent).toBe('Resend code in 30 s');
    expect(button.disabled).toBe(true);

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(button.textContent).toBe('Resend code in 29 s');
    act(() => {
      vi.advanceTimersByTime(28_000);
    });
    expect(button.textContent).toBe('Resend code in 1 s');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(button.textContent).toBe('Resend code');
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('is available at once without a known lock, and speaks Japanese', async () => {
    await i18next.changeLanguage('ja');
    const { rerender } = render(<ResendButton testId="r" availableAt={null} onResend={() => {}} />);
    expect(screen.getByTestId('r').textContent).toBe('コードを再送信');
    rerender(<ResendButton testId="r" availableAt="2025-01-01T00:00:12Z" onResend={() => {}} />);
    expect(screen.getByTestId('r').textContent).toBe('12秒後に再送信できます');
  });
});
