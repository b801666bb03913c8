import { useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen, useSession } from '@hostel/ui';
import { DashboardSkeleton } from '../app/dashboard-skeleton';
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
  const visible = remote !== undefined && canSee(remote.access, state);
  // A dashboard's loading view is its skeleton, kept until its remote has drawn into its area.
  const dashboard = remote?.id === 'dashboard';
  const drawn = useRemoteDrawn(dashboard && visible);
  if (!remote) return <ErrorPage />;
  if (visible) return dashboard && !drawn ? <DashboardSkeleton /> : null;
  if (state.loading) return dashboard ? <DashboardSkeleton /> : <LoadingScreen />;
  if (!state.user?.email) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Navigate to="/" replace />;
}

/**
 * Whether the page's first applications have mounted (root-config marks the body `routed` then) and a remote has drawn
 * into its area: single-spa's mount may resolve before a remote's first render (a transition) has committed. Only
 * while `watching` (a dashboard about to show) does its answer change: a guard showing a redirect must not render
 * again on every navigation and area change (a <Navigate> rendered again navigates again, e.g. back to /login right
 * after Logout has gone home).
 */
function useRemoteDrawn(watching: boolean): boolean {
  const drawn = () => !watching || (document.body.classList.contains('routed') && Boolean(document.getElementById('mf-area')?.hasChildNodes()));
  return useSyncExternalStore(subscribeDrawing, drawn, () => !watching);
}

function subscribeDrawing(changed: () => void): () => void {
  window.addEventListener('single-spa:routing-event', changed);
  const area = document.getElementById('mf-area');
  const drawing = new MutationObserver(changed);
  if (area) drawing.observe(area, { childList: true });
  return () => {
    window.removeEventListener('single-spa:routing-event', changed);
    drawing.disconnect();
  };
}
