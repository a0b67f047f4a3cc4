import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RulesTable } from './rules-table.tsx';

describe('RulesTable', () => {
  it('names the table by its caption, heads each column and keeps the game its rows', () => {
    render(
      <RulesTable caption="Pays" columns={['Bet', 'Pays']} testId="pays" className="own">
        <tr>
          <th scope="row">Red</th>
          <td>1:1</td>
        </tr>
      </RulesTable>,
    );
    const table = screen.getByRole('table', { name: 'Pays' });
    expect(table).toBe(screen.getByTestId('pays'));
    expect(table.className).toBe('rules-table own');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Bet', 'Pays']);
    expect(within(table).getByRole('rowheader', { name: 'Red' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '1:1' })).toBeTruthy();
  });

  it('leaves the heading row out of a bare list of figures', () => {
    render(
      <RulesTable caption="Chances">
        <tr>
          <td>×2</td>
          <td>50 %</td>
        </tr>
      </RulesTable>,
    );
    const table = screen.getByRole('table', { name: 'Chances' });
    expect(table.className).toBe('rules-table');
    expect(table.querySelector('thead')).toBeNull();
    expect(table.hasAttribute('data-testid')).toBe(false);
    expect(within(table).getAllByRole('row')).toHaveLength(1);
  });
});
