import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { AlgorithmSection, REFERENCE_VERIFIER } from './algorithm-section.tsx';

describe('the verify page names the reference verifier (issue 32)', () => {
  it('in ja and en: the Python verifier’s path, its docs and a download of the published maths', async () => {
    const { unmount } = render(<AlgorithmSection />);
    const ja = screen.getByTestId('verify-reference');
    expect(ja.textContent).toContain(REFERENCE_VERIFIER);
    expect(ja.textContent).toContain('docs/provably-fair-engines.md');
    expect(ja.textContent).toContain('参照用の検証プログラム');
    expect(screen.getByRole('link', { name: /公開された数学データ/ }).getAttribute('href')).toBe(
      '/api/studio/maths/bundle.json',
    );
    unmount();
    await act(() => i18n.changeLanguage('en'));
    try {
      render(<AlgorithmSection />);
      expect(screen.getByTestId('verify-reference').textContent).toContain('A reference verifier');
      expect(screen.getByRole('link', { name: /published maths/ })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('ja'));
    }
  });
});
