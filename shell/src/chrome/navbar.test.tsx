import { API } from '@hostel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import Swal from 'sweetalert2';
import { DEFAULT_AVATAR, stubSession, type SessionApi } from '@hostel/ui';
import { fakeApi, recordToasts, renderInRemote, routeOf } from '@hostel/ui/testing';
import { WithRoutes } from '../testing/remote-routes';
import { Navbar } from './navbar';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));
const fire = Swal.fire as jest.Mock;

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderNavbar(session: SessionApi, path = '/meals') {
  return renderInRemote(
    <WithRoutes>
      <Navbar />
      <p>Page content</p>
      <Where />
    </WithRoutes>,
    { session, path },
  );
}

// jsdom applies no media queries, so the links are in their phone layout: in a dropdown that is closed.
const mainLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('listitem', { hidden: true })
    .map((item) => within(item).getByRole('link', { hidden: true }));

describe('Navbar', () => {
  beforeEach(() => fire.mockReset());

  it('when a visitor looks, then the five main links lead to their routes and Join Us leads to /login', () => {
    renderNavbar(stubSession('visitor'));
    expect(mainLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Meals', '/meals'],
      ['Menu', '/menu'],
      ['Upcoming Meals', '/upcoming'],
      ['Buy Membership', '/MembershipSection'],
    ]);
    expect(screen.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it('when the brand types its name, then its link is named Hostel Meals home however much is typed (label in name)', () => {
    renderNavbar(stubSession('visitor'));
    const brand = screen.getByRole('link', { name: 'Hostel Meals home' });
    expect(brand.getAttribute('href')).toBe('/');
    // No aria-label that the partly typed word could contradict; the typed word is not read out.
    expect(brand.hasAttribute('aria-label')).toBe(false);
    expect(brand.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('when a screen reader lists the navbar, then the phone menu button and the Menu link have different names', () => {
    renderNavbar(stubSession('visitor'));
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));

    // The one button that opens something (the language switch beside it opens nothing).
    expect(nav.getByRole('button', { expanded: false })).toHaveAccessibleName('Main menu');
    expect(nav.getByRole('link', { name: 'Menu', hidden: true })).toHaveAttribute('href', '/menu');
  });

  it('when the Main menu button is pressed on a phone, then the links drop down, and choosing one closes them', async () => {
    renderNavbar(stubSession('visitor'));
    const menu = screen.getByRole('button', { name: 'Main menu' });
    expect(mainLinks()[1]).not.toBeVisible();

    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(mainLinks()[1]).toBeVisible();

    await userEvent.click(mainLinks()[1]!);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(mainLinks()[1]).not.toBeVisible();
  });

  it('when a student is signed in, then there is no Admin Dashboard link and no Join Us', () => {
    renderNavbar(stubSession('premium'));
    expect(mainLinks().map((link) => link.textContent)).toEqual(['Home', 'Meals', 'Menu', 'Upcoming Meals', 'Buy Membership']);
    expect(screen.queryByRole('link', { name: 'Join Us' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('when an admin is signed in, then the Admin Dashboard link is the last main link', () => {
    renderNavbar(stubSession('admin'));
    const last = mainLinks().at(-1)!;
    expect(last).toHaveTextContent('Admin Dashboard');
    expect(last).toHaveAttribute('href', '/AdminDashboard');
  });

  it('when the avatar is clicked, then the menu shows the name, Dashboard and Logout, and an outside click closes it', async () => {
    renderNavbar(stubSession('premium'));
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(avatar);
    const menu = screen.getByRole('menu');
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByText('Karima Begum')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/UserDashboard');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();

    await userEvent.click(within(menu).getByText('Karima Begum'));
    expect(screen.getByRole('menu')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Page content'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
  });

  it("when an admin opens the account menu, then the mess office's and the audit trail's pages are there, and never a student's", async () => {
    const { unmount } = renderNavbar(stubSession('admin'));
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const adminMenu = within(screen.getByRole('menu'));
    expect(adminMenu.getByRole('menuitem', { name: 'Mess Settings' })).toHaveAttribute('href', '/MessSettings');
    expect(adminMenu.getByRole('menuitem', { name: 'Mess Bills' })).toHaveAttribute('href', '/MessBills');
    expect(adminMenu.getByRole('menuitem', { name: 'Audit Log' })).toHaveAttribute('href', '/AuditLog');
    unmount();

    renderNavbar(stubSession('premium'));
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(within(screen.getByRole('menu')).queryByRole('menuitem', { name: 'Audit Log' })).toBeNull();
  });

  it('when the avatar is clicked again, then the menu closes', async () => {
    renderNavbar(stubSession('premium'));
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    await userEvent.click(avatar);
    await userEvent.click(avatar);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('when the user has a photo, then the avatar shows it; without one, the default picture', () => {
    const stub = stubSession('premium');
    const user = stub.getState().user!;
    const photographed = { loading: false, user: { ...user, photoURL: 'https://img.example/karima.webp' } };
    const withPhoto = { ...stub, getState: () => photographed };
    const avatar = () => within(screen.getByRole('button', { name: 'Account menu' })).getByRole('presentation');

    const { unmount } = renderNavbar(withPhoto);
    expect(avatar()).toHaveAttribute('src', 'https://img.example/karima.webp');
    unmount();
    renderNavbar(stub);
    expect(avatar()).toHaveAttribute('src', DEFAULT_AVATAR);
  });

  it('when Logout is chosen, then the session signs out, the spec toast shows for 1.5 s and the user goes home', async () => {
    const session = stubSession('premium');
    const signOut = jest.spyOn(session, 'signOut');
    renderNavbar(session, '/UserDashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(fire).toHaveBeenCalledWith({ position: 'top-end', icon: 'success', title: 'Logout Seccessfull', showConfirmButton: false, timer: 1500 });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('when signing out fails, then it is only logged and the user stays', async () => {
    const session = { ...stubSession('premium'), signOut: jest.fn(async () => Promise.reject(new Error('offline'))) };
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderNavbar(session, '/UserDashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(fire).not.toHaveBeenCalled();
    expect(screen.getByTestId('path')).toHaveTextContent('/UserDashboard');
    logged.mockRestore();
  });

  it('when Sign out everywhere is chosen, then the server ends every session of the account, this one signs out, a toast says so and the user goes home', async () => {
    const { calls } = fakeApi({ [routeOf(API.signOutEverywhere)]: { body: { success: true } } });
    const session = stubSession('premium');
    const signOut = jest.spyOn(session, 'signOut');
    renderNavbar(session, '/UserDashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(calls).toEqual([{ method: 'DELETE', path: '/sessions', body: undefined }]);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(fire).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success', title: 'Signed out on every device' }));
  });

  it('when the server cannot end the sessions, then an error toast shows and this browser stays signed in', async () => {
    fakeApi({ [routeOf(API.signOutEverywhere)]: { status: 503, body: { success: false, message: 'svc-users is unavailable' } } });
    const toasts = recordToasts();
    const session = stubSession('premium');
    const signOut = jest.spyOn(session, 'signOut');
    renderNavbar(session, '/UserDashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ type: 'error', text: 'Could not sign out everywhere' })));
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.getByTestId('path')).toHaveTextContent('/UserDashboard');
  });
});
