import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { FormError } from './form-error.tsx';

describe('FormError (the red box)', () => {
  it('shows nothing without an error', () => {
    const { container } = render(<FormError error={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('maps catalogue codes to the SPEC §8 texts in English', async () => {
    await i18next.changeLanguage('en');
    const { rerender } = render(<FormError error={new ApiError(401, 'INVALID_USER_OR_EMAIL')} />);
    const box = screen.getByTestId('form-error');
    expect(box.getAttribute('role')).toBe('alert');
    expect(box.textContent).toBe('Password or email address is incorrect.');
    rerender(<FormError error={new ApiError(400, 'TESTER_ACCOUNT_DELETION_FORBIDDEN')} />);
    expect(screen.getByTestId('form-error').textContent).toBe('You cannot delete a tester account.');
    rerender(<FormError error={new ApiError(400, 'PHONE_NUMBER_NOT_VERIFIED')} />);
    expect(screen.getByTestId('form-error').textContent).toBe(
      'Oops! An internal error has occurred. Please try again later.',
    );
  });

  it('shows anything that is not an ApiError as a technical error, in Japanese too', async () => {
    await i18next.changeLanguage('ja');
    const { rerender } = render(<FormError error={new TypeError('boom')} />);
    expect(screen.getByTestId('form-error').textContent).toBe(
      '申し訳ありません。システムエラーが発生しました。しばらくしてからもう一度お試しください。',
    );
    rerender(<FormError error={new ApiError(400, 'INVALID_ONE_TIME_PASSWORD')} />);
    expect(screen.getByTestId('form-error').textContent).toBe('認証コードが正しくありません。');
  });

  it('tells how long to wait on a 429 that said so (Retry-After), in both languages', async () => {
    await i18next.changeLanguage('en');
    const { rerender } = render(<FormError error={new ApiError(429, 'TOO_MANY_REQUESTS', 25)} />);
    expect(screen.getByTestId('form-error').textContent).toBe(
      'Too many attempts. Please wait 25 s and try again.',
    );
    rerender(<FormError error={new ApiError(429, 'TOO_MANY_REQUESTS', 900)} />);
    expect(screen.getByTestId('form-error').textContent).toBe(
      'Too many attempts. Please wait 15 min and try again.',
    );
    await i18next.changeLanguage('ja');
    rerender(<FormError error={new ApiError(429, 'TOO_MANY_REQUESTS', 7)} />);
    expect(screen.getByTestId('form-error').textContent).toBe(
      '操作が多すぎます。7秒後にもう一度お試しください。',
    );
    rerender(<FormError error={new ApiError(429, 'TOO_MANY_REQUESTS')} />);
    expect(screen.getByTestId('form-error').textContent).toBe(
      '操作が多すぎます。しばらく待ってからもう一度お試しください。',
    );
  });
});
