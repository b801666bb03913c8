import { Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen, useSession } from '@hostel/ui';
import { useRouteBook } from '../app/route-book-context';
import { ErrorPage } from '../chrome/error-page';
import { canSee } from './access';

/**
 * Pages owned by a remote (its routes module says which) render nothing here (the remote mounts in its own area) except the guard's
 * loading view or redirect; any other unknown route is the error page. A visitor goes to /login with the
 * path to come back to; a signed-in user without the role goes home (spec §2).
 */
export function RemoteRouteGuard() {
  const location = useLocation();
  const state = useSession();
  const remote = useRouteBook().ownerOf(location.pathname);
  if (!remote) return <ErrorPage />;
  if (canSee(remote.access, state)) return null;
  if (state.loading) return <LoadingScreen />;
  if (!state.user?.email) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Navigate to="/" replace />;
}
