import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@hostel/tokens';
import { CategoryOptions } from '../components/category-options';
import { DataTable } from '../components/data-table';
import { LoadingScreen } from '../components/spinner';
import { Stars } from '../components/stars';
import { StatementLines } from '../components/statement-lines';
import { StatementStatus } from '../components/statement-status';
import { SectionUnavailable } from '../remote/section-unavailable';
import { latinWords } from '../testing/latin';
import { changeLanguage } from './i18n';

const statement = {
  lines: [
    { kind: 'Lunch', count: 20, rate: 60, amount: 1200 },
    { kind: 'guest', count: 1, rate: 80, amount: 80 },
    { kind: 'adjustment', amount: -50, reason: 'ঈদের ছুটি' },
  ],
  subtotal: 1230,
  lateFee: 20,
  total: 1250,
};

function Kit() {
  const list = { page: 2, setPage: () => undefined, totalPages: 3, rows: [{ id: 'a' }], isLoading: false, isError: false };
  return (
    <ThemeProvider theme={theme}>
      <DataTable caption="খাবারের তালিকা" columns={['নাম']} list={list} rowKey={(row) => row.id} renderCells={() => ['ভাত']} empty="" loadError="" />
      <StatementLines statement={statement} caption="নভেম্বরের বিল" />
      <StatementStatus statement={{ status: 'due', overdue: true }} />
      <Stars value={4.5} />
      <select aria-label="ধরন">
        <CategoryOptions />
      </select>
      <SectionUnavailable label="খাবার" />
      <LoadingScreen />
    </ThemeProvider>
  );
}

describe('the shared kit in Bengali', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when the page switches to Bengali, then pages, statements, statuses, stars, categories and fallbacks read in Bengali with Bengali digits', async () => {
    const { container } = render(<Kit />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();

    await act(() => changeLanguage('bn'));

    expect(screen.getByRole('button', { name: 'পরের' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'খাবারের তালিকা: পাতা' })).toBeInTheDocument();
    expect(screen.getByText('২০ × ৬০৳')).toBeInTheDocument();
    expect(screen.getByText('মেয়াদোত্তীর্ণ')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'দুপুরের খাবার' })).toHaveValue('Lunch');
    expect(latinWords(container)).toEqual([]);
  });
});
