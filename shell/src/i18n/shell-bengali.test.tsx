import { act, screen } from '@testing-library/react';
import { changeLanguage, stubSession } from '@hostel/ui';
import { renderInRemote, latinWords } from '@hostel/ui/testing';
import { LoginPage } from '../auth/login-page';
import { RegistrationPage } from '../auth/registration-page';
import { validateRegistration } from '../auth/registration-rules';
import { ErrorPage } from '../chrome/error-page';
import { Footer } from '../chrome/footer';
import { Navbar } from '../chrome/navbar';
import { HeroSlide, SLIDES } from '../home/hero-slide';
import { MembershipBlock, Statistics } from '../home/home-sections';
import { ShellSessionContext } from '../session/shell-session-context';
import type { FirebaseSession } from '../session/firebase-session';
import { REMOTE_ROUTES, WithRoutes } from '../testing/remote-routes';

// Data and brands that stay as they are in Bengali: the support address, the social networks' names, and the
// language switch, which names English in English.
const ALLOWED = ['support@hostelmeals.app', 'Facebook', 'Instagram', 'X', 'English'];

const shellSession = { start: async () => undefined } as unknown as FirebaseSession;

describe('the shell in Bengali', () => {
  beforeEach(() => act(() => changeLanguage('bn')));
  afterEach(() => act(() => changeLanguage('en')));

  it('when a visitor reads the navbar, the footer and Home, then every word is Bengali: links, the remotes’ labels, stats, packages', () => {
    const { container } = renderInRemote(
      <WithRoutes>
        <Navbar />
        <HeroSlide slide={SLIDES[0]!} first />
        <Statistics />
        <MembershipBlock />
        <Footer />
      </WithRoutes>,
      { session: stubSession('visitor'), path: '/' },
    );
    expect(screen.getAllByRole('link', { name: 'খাবার', hidden: true })[0]).toHaveAttribute('href', '/meals');
    expect(screen.getAllByRole('link', { name: 'যোগ দিন' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { name: 'সদস্যপদ আপগ্রেড করুন' })).toBeInTheDocument();
    expect(screen.getByText('১৯৯৳')).toBeInTheDocument();
    expect(latinWords(container, ALLOWED)).toEqual([]);
  });

  it('when a signed-in admin opens the account menu, then the badge, the remotes’ pages and Logout are Bengali', async () => {
    const { container } = renderInRemote(
      <WithRoutes>
        <Navbar />
      </WithRoutes>,
      { session: stubSession('admin'), path: '/' },
    );
    await act(async () => screen.getByRole('button', { name: 'অ্যাকাউন্ট মেনু' }).click());
    expect(screen.getByRole('menuitem', { name: 'মেস বিল' })).toHaveAttribute('href', '/MessBills');
    expect(screen.getByRole('menuitem', { name: 'লগ আউট' })).toBeInTheDocument();
    const name = screen.getByRole('menu').querySelector('p')!.textContent!;
    expect(latinWords(container, [...ALLOWED, name])).toEqual([]);
  });

  it("when a remote's routes came without its build's labels (read through module federation), then its pages keep their English names", () => {
    const meals = REMOTE_ROUTES.mf_meals!.pages.meals!;
    const { labels: _built, ...english } = meals.nav!;
    renderInRemote(
      <WithRoutes routes={{ mf_meals: { label: 'Meals', pages: { meals: { ...meals, nav: english } } } }}>
        <Navbar />
      </WithRoutes>,
      { session: stubSession('visitor'), path: '/' },
    );
    expect(screen.getAllByRole('link', { name: 'Meals', hidden: true })[0]).toHaveAttribute('href', '/meals');
  });

  it('when the sign-in pages and the error page show, then their labels and buttons are Bengali', () => {
    for (const Page of [LoginPage, RegistrationPage, ErrorPage]) {
      const { container, unmount } = renderInRemote(
        <ShellSessionContext.Provider value={shellSession}>
          <Page />
        </ShellSessionContext.Provider>,
        { session: stubSession('visitor'), path: '/login' },
      );
      expect(latinWords(container, ALLOWED)).toEqual([]);
      unmount();
    }
  });

  it('when registration is refused, then the rules say why in Bengali', () => {
    expect(validateRegistration({ name: '', email: 'x', password: 'abcdefg' })).toEqual({
      name: 'নাম দিতে হবে',
      email: 'ইমেইল ঠিকানাটি সঠিক নয়',
      password: 'পাসওয়ার্ড যথেষ্ট শক্ত নয়\n• অন্তত একটি বড় হাতের ইংরেজি অক্ষর\n• অন্তত একটি সংখ্যা',
    });
  });
});
