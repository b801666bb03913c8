import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { stubSession, type SessionApi } from '@hostel/ui';
import { renderInRemote } from '@hostel/ui/testing';
import { WithRoutes } from '../testing/remote-routes';
import { RemoteRouteGuard } from './remote-route-guard';

/** Where the guard sent the visitor, and the path it asked the login page to return to. */
function Landed({ name }: { name: string }) {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return <p data-testid="landed">{from ? `${name} from ${from}` : name}</p>;
}

function renderAt(path: string, session: SessionApi) {
  return renderInRemote(
    <WithRoutes>
      <Routes>
        <Route path="/" element={<Landed name="home" />} />
        <Route path="/login" element={<Landed name="login" />} />
        <Route path="*" element={<RemoteRouteGuard />} />
      </Routes>
    </WithRoutes>,
    { session, path },
  );
}

const loading = { loading: true, user: null };
const loadingSession = (): SessionApi => ({ ...stubSession('premium'), getState: () => loading });

describe('RemoteRouteGuard', () => {
  // The page's first applications have mounted (root-config marks it) and drawn into the remotes' area, unless a test says otherwise.
  const area = document.createElement('main');
  area.id = 'mf-area';
  beforeEach(() => {
    document.body.classList.add('routed');
    area.replaceChildren(document.createElement('div'));
    document.body.append(area);
  });
  afterEach(() => {
    document.body.classList.remove('routed');
    area.remove();
  });

  it.each(['/upcoming', '/UserDashboard', '/MembershipSection', '/checkout/gold', '/AdminDashboard'])('when a visitor opens %s, then they are sent to /login with the path to return to', (path) => {
    renderAt(`${path}?tab=2`, stubSession('visitor'));
    expect(screen.getByTestId('landed')).toHaveTextContent(`login from ${path}?tab=2`);
  });

  it('when sign-in state is still loading on a protected route, then the loading screen shows and nobody is redirected', () => {
    renderAt('/UserDashboard', loadingSession());
    expect(screen.getByText('Loading, please wait...')).toBeInTheDocument();
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it.each(['/UserDashboard', '/AdminDashboard'])('when sign-in state is still loading on %s, then the dashboard skeleton shows (the avatar\'s box and the loading notice) and nobody is redirected', (path) => {
    renderAt(path, loadingSession());
    expect(screen.getByTestId('dashboard-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading, please wait...');
    expect(screen.getByTestId('dashboard-skeleton').querySelector('img')).toHaveAttribute('width', '96');
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it("when a remembered person opens their dashboard on the page's first load, then the skeleton stays until the remote has mounted and drawn, and then steps aside", async () => {
    document.body.classList.remove('routed');
    area.replaceChildren();
    const { container } = renderAt('/UserDashboard', stubSession('premium'));
    expect(screen.getByTestId('dashboard-skeleton')).toBeInTheDocument();
    act(() => {
      document.body.classList.add('routed');
      window.dispatchEvent(new Event('single-spa:routing-event'));
    });
    // Mounted, but its first render (a transition) has not committed yet.
    expect(screen.getByTestId('dashboard-skeleton')).toBeInTheDocument();
    await act(async () => {
      area.append(document.createElement('div'));
      await Promise.resolve();
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('when the guard is not waiting for a dashboard, then navigations and changes of the remotes\' area do not render it again (a <Navigate> rendered again navigates again)', async () => {
    let renders = 0;
    renderInRemote(
      <WithRoutes>
        <Routes>
          <Route
            path="*"
            element={
              <Profiler id="guard" onRender={() => (renders += 1)}>
                <RemoteRouteGuard />
              </Profiler>
            }
          />
        </Routes>
      </WithRoutes>,
      { session: stubSession('premium'), path: '/upcoming' },
    );
    const before = renders;
    await act(async () => {
      area.replaceChildren();
      window.dispatchEvent(new Event('single-spa:routing-event'));
      await Promise.resolve();
    });
    expect(renders).toBe(before);
  });

  it('when a student opens the admin route, then they are sent home', () => {
    renderAt('/AdminDashboard', stubSession('premium'));
    expect(screen.getByTestId('landed')).toHaveTextContent(/^home$/);
  });

  it.each([
    ['a visitor', '/meals', 'visitor'],
    ['a visitor', '/meal/64b0000000000000000000aa', 'visitor'],
    ['a student', '/upcoming', 'bronze'],
    ['a student', '/checkout/silver', 'premium'],
    ['an admin', '/AdminDashboard', 'admin'],
  ])('when %s opens %s, then the guard steps aside for the remote', (_who, path, kind) => {
    const { container } = renderAt(path, stubSession(kind));
    expect(container).toBeEmptyDOMElement();
  });

  it('when no part of the site owns the route, then the error page shows', () => {
    renderAt('/no-such-page', stubSession('premium'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });
});
