import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { stubSession, type SessionApi } from '@hostel/ui';
import { renderInRemote } from '@hostel/ui/src/testing/render-remote';
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
  it.each(['/upcoming', '/UserDashboard', '/MembershipSection', '/checkout/gold', '/AdminDashboard'])('when a visitor opens %s, then they are sent to /login with the path to return to', (path) => {
    renderAt(`${path}?tab=2`, stubSession('visitor'));
    expect(screen.getByTestId('landed')).toHaveTextContent(`login from ${path}?tab=2`);
  });

  it('when sign-in state is still loading on a protected route, then the loading screen shows and nobody is redirected', () => {
    renderAt('/UserDashboard', loadingSession());
    expect(screen.getByText('Loading, please wait...')).toBeInTheDocument();
    expect(screen.queryByTestId('landed')).toBeNull();
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
