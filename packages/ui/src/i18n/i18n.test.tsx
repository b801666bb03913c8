import { act, render, screen } from '@testing-library/react';
import { formatDateTime, formatDayMonth, formatNumber, formatTaka } from '../format/format';
import { changeLanguage, currentLanguage, registerCatalogue, useT } from './i18n';

registerCatalogue('test', { en: { greeting: 'Hello, {{name}}' }, bn: { greeting: 'নমস্কার, {{name}}' } });

function Greeting() {
  const { t } = useT('test');
  return <p>{t('greeting', { name: 'Rafi' })}</p>;
}

describe('i18n', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when the page switches to Bengali, then a mounted component re-renders in Bengali, <html lang> follows and the choice is remembered', async () => {
    render(<Greeting />);
    expect(screen.getByText('Hello, Rafi')).toBeInTheDocument();

    await act(() => changeLanguage('bn'));

    expect(screen.getByText('নমস্কার, Rafi')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
    expect(window.localStorage.getItem('hostel.lang')).toBe('bn');
    expect(document.cookie).toContain('lang=bn');
    expect(currentLanguage()).toBe('bn');
  });

  it('when the page is in Bengali, then numbers, prices and days use Bengali digits and the taka sign where CLDR puts it; in English the spec’s TK after the amount', async () => {
    expect(formatTaka(1250)).toBe('1,250 TK');
    await changeLanguage('bn');
    expect(formatTaka(1250)).toBe('১,২৫০৳');
    expect(formatNumber(42)).toBe('৪২');
    expect(formatDayMonth('2026-12-28')).toMatch(/^২৮ /);
    expect(formatDateTime('2026-12-28T14:05:00Z')).not.toMatch(/[A-Za-z]/);
  });
});
