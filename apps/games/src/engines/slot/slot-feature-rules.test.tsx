import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { SLOT_TITLES } from '@casino/studio';
import { registerTestTitles } from './feature-fixtures.ts';
import { SlotRules } from './slot-rules.tsx';

beforeAll(registerTestTitles);

describe('slot rules: features', () => {
  it('lists a cascade title’s cascades with their multipliers and its wild multipliers', () => {
    render(<SlotRules gameCode="TEST_CASCADE" />);
    const features = screen.getByTestId('slot-rules-features');
    expect(features.querySelector('[data-feature="cascade"]')!.textContent).toContain('×1 → ×2 → ×3 → ×5');
    expect(features.querySelector('[data-feature="wild-multipliers"]')!.textContent).toContain(
      '×2 / ×3 / ×5',
    );
  });

  it('lists hold-and-win with its jackpot ladder and the coin in the paytable, in ja and en', async () => {
    render(<SlotRules gameCode="TEST_HOLD" />);
    const hold = screen.getByTestId('slot-rules-features').querySelector('[data-feature="hold-and-win"]')!;
    expect(hold.textContent).toContain('グランド ×1,000');
    expect(hold.textContent).toContain('太陽のコイン');
    expect(
      screen.getByTestId('slot-rules-features').querySelector('[data-feature="expanding-wilds"]'),
    ).toBeTruthy();
    expect(screen.getByRole('row', { name: /太陽のコイン/ }).textContent).toContain('ジャックポット');
    await act(() => i18n.changeLanguage('en'));
    try {
      render(<SlotRules gameCode="TEST_PICK" />);
      const pick = screen
        .getAllByTestId('slot-rules-features')
        .at(-1)!
        .querySelector('[data-feature="pick"]')!;
      expect(pick.textContent).toContain('Idol chest');
      expect(pick.textContent).toContain('×2 to ×40');
    } finally {
      await act(() => i18n.changeLanguage('ja'));
    }
  });

  it('lists every feature of every real title', () => {
    for (const [code, cfg] of Object.entries(SLOT_TITLES)) {
      if (code.startsWith('TEST_')) continue;
      const { unmount } = render(<SlotRules gameCode={code} />);
      const listed =
        screen.queryByTestId('slot-rules-features')?.querySelectorAll('[data-feature]').length ?? 0;
      expect(listed, code).toBe(Object.keys(cfg.features ?? {}).length);
      unmount();
    }
  }, 60_000); // renders 19 rules dialogs (each prices its title)
});
