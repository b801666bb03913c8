import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@hostel/tokens';
import { StatementLines } from './statement-lines';
import { StatementStatus, statementStatusName } from './statement-status';

const statement = {
  lines: [
    { kind: 'Breakfast', count: 20, rate: 30, amount: 600 },
    { kind: 'guest', count: 1, rate: 80, amount: 80 },
    { kind: 'adjustment', amount: -50, reason: 'Dinner refund' },
    { kind: 'late fee', amount: 40 },
  ],
  subtotal: 630,
  lateFee: 40,
  total: 670,
};

const rowTexts = () => screen.getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('StatementLines', () => {
  it('when a statement has meals, guests, a credit and a late fee, then each line shows in taka and the late fee once, under the subtotal', () => {
    render(
      <ThemeProvider theme={theme}>
        <StatementLines statement={statement} caption="Bill for October 2026" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('table', { name: 'Bill for October 2026' })).toBeInTheDocument();
    expect(rowTexts()).toEqual([
      ['Item', 'Meals × rate', 'Amount'],
      ['Breakfast', '20 × 30 TK', '600 TK'],
      ['Guest meals', '1 × 80 TK', '80 TK'],
      ['Adjustment: Dinner refund', '', '-50 TK'],
      ['Subtotal', '', '630 TK'],
      ['Late fee', '', '40 TK'],
      ['Total', '', '670 TK'],
    ]);
  });
});

describe('StatementStatus', () => {
  it('when a statement is open, due, past its due date or paid, then it reads Open, Due, Overdue or Paid', () => {
    expect(statementStatusName({ status: 'open', overdue: false })).toBe('Open');
    expect(statementStatusName({ status: 'due', overdue: false })).toBe('Due');
    expect(statementStatusName({ status: 'due', overdue: true })).toBe('Overdue');
    expect(statementStatusName({ status: 'paid', overdue: false })).toBe('Paid');
    render(
      <ThemeProvider theme={theme}>
        <StatementStatus statement={{ status: 'due', overdue: true }} />
      </ThemeProvider>,
    );
    expect(screen.getByText('Overdue')).toBeInTheDocument();
  });
});
