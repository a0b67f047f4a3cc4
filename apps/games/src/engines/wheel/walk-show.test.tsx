import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { CollectShow, QuestShow } from './walk-show.tsx';

const chips = (show: HTMLElement) => within(show).getAllByRole('listitem');

describe('chip shows (Stayin’ Alive, Imperial Quest)', () => {
  it('Stayin’ Alive shows the values collected so far and the running total', () => {
    render(
      <CollectShow
        title="Stayin' Alive"
        collected={[5, 10, 25]}
        frame={{ kind: 'collect', count: 2, total: 15, stopped: false }}
      />,
    );
    const show = screen.getByTestId('collect-show');
    expect(show.getAttribute('aria-label')).toBe("Stayin' Alive");
    expect(within(show).getByRole('heading').textContent).toBe("Stayin' Alive");
    expect(chips(show).map((li) => li.textContent)).toEqual(['+5', '+10']);
    expect(show.querySelector('[aria-live="polite"]')!.textContent).toBe(
      i18next.t('liveShow.collect.total', { value: 15 }),
    );
  });

  it('Stayin’ Alive ends with a STOP chip', () => {
    render(
      <CollectShow
        title="Stayin' Alive"
        collected={[5, 10]}
        frame={{ kind: 'collect', count: 2, total: 15, stopped: true }}
      />,
    );
    const last = chips(screen.getByTestId('collect-show')).at(-1)!;
    expect(last.dataset.stop).toBe('true');
    expect(last.textContent).toBe(i18next.t('liveShow.collect.stop'));
  });

  it('Imperial Quest lists every level, marks those reached, and says when the quest is over', () => {
    const { rerender } = render(
      <QuestShow
        title="Quest"
        levels={[2, 5, 10]}
        frame={{ kind: 'level', count: 2, total: 7, ended: false }}
      />,
    );
    const show = screen.getByTestId('quest-show');
    expect(chips(show).map((li) => li.dataset.reached)).toEqual(['true', 'true', undefined]);
    expect(chips(show)[2]!.textContent).toBe(i18next.t('liveShow.quest.level', { n: 3, value: 10 }));
    const line = () => show.querySelector('[aria-live="polite"]')!.textContent;
    expect(line()).toBe(i18next.t('liveShow.collect.total', { value: 7 }));
    rerender(
      <QuestShow
        title="Quest"
        levels={[2, 5, 10]}
        frame={{ kind: 'level', count: 2, total: 7, ended: true }}
      />,
    );
    expect(line()).toBe(i18next.t('liveShow.quest.end', { value: 7 }));
  });
});
