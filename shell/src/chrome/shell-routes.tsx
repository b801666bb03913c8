import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingScreen, useSession } from '@hostel/ui';
import { remoteFor } from '../app/remote-routes';
import { canSee } from '../guards/access';
import { HomePage } from '../home/home-page';
import { ErrorPage } from './error-page';

// The sign-in pages load when visited, so no other page downloads their forms. Home stays in the first
// download: it is the landing page, and loading it lazily measured slower on / (one more round trip).
const LoginPage = lazy(() => import('../auth/login-page').then((module) => ({ default: module.LoginPage })));
const RegistrationPage = lazy(() => import('../auth/registration-page').then((module) => ({ default: module.RegistrationPage })));

/**
 * Routes owned by a remote render nothing here (the remote mounts in its own area) except the guard's
 * loading view or redirect; any other unknown route is the error page.
 */
function RemoteRouteGuard() {
  const location = useLocation();
  const state = useSession();
  const remote = remoteFor(location.pathname);
  if (!remote) return <ErrorPage />;
  if (canSee(remote.access, state)) return null;
  if (state.loading) return <LoadingScreen text="Loading, please wait..." />;
  if (!state.user?.email) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Navigate to="/" replace />;
}

/** A page loaded on demand, with the loading screen while its code arrives. */
function OnDemand({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<LoadingScreen text="Loading, please wait..." />}>
      <Page />
    </Suspense>
  );
}

export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/login" element={<OnDemand page={LoginPage} />} />
      <Route path="/registration" element={<OnDemand page={RegistrationPage} />} />
      <Route path="/join" element={<Navigate to="/login" replace />} />
      <Route path="*" element={<RemoteRouteGuard />} />
    </Routes>
  );
}
