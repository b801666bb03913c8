import { act, render, screen } from '@testing-library/react';
import { changeLanguage } from '../i18n/i18n';
import { latinWords } from '../testing/latin';
import { SectionUnavailable } from './section-unavailable';

describe('SectionUnavailable', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when a remote’s own boundary names its area in English, then the box says it in the page’s language', async () => {
    const { container } = render(<SectionUnavailable label="Dashboard" onRetry={() => undefined} />);
    expect(screen.getByText('Dashboard could not be shown. The rest of the site keeps working.')).toBeInTheDocument();

    await act(() => changeLanguage('bn'));
    expect(screen.getByRole('heading', { name: 'এই অংশটি এখন দেখানো যাচ্ছে না' })).toBeInTheDocument();
    expect(screen.getByText('ড্যাশবোর্ড দেখানো গেল না। সাইটের বাকি অংশ চালু আছে।')).toBeInTheDocument();
    expect(latinWords(container)).toEqual([]);
  });

  it('when the label comes translated already (the shell’s, from its routes), then it is shown as given', async () => {
    await act(() => changeLanguage('bn'));
    render(<SectionUnavailable label="অ্যাডমিন ড্যাশবোর্ড" />);
    expect(screen.getByText('অ্যাডমিন ড্যাশবোর্ড দেখানো গেল না। সাইটের বাকি অংশ চালু আছে।')).toBeInTheDocument();
  });
});
