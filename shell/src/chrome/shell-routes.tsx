import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AfterHydration, LoadingScreen } from '@hostel/ui';
import { RemoteRouteGuard } from '../guards/remote-route-guard';
import { HomePage } from '../home/home-page';
import { SHELL_PAGES } from './shell-pages';

// The sign-in pages load when visited, so no other page downloads their forms. Home stays in the first
// download: it is the landing page, and loading it lazily would put one more round trip before its first paint.
const LoginPage = lazy(() => import('../auth/login-page').then((module) => ({ default: module.LoginPage })));
const RegistrationPage = lazy(() => import('../auth/registration-page').then((module) => ({ default: module.RegistrationPage })));

/**
 * A page loaded on demand, with the loading screen while its code arrives. The served page and the hydrated one show
 * the loading screen: the server cannot wait for the page's chunk (a Suspense boundary it leaves unfinished makes the
 * browser's hydration fail with React's error 419), so the chunk is asked for once the chrome has hydrated.
 */
function OnDemand({ page: Page }: { page: ComponentType }) {
  return (
    <AfterHydration fallback={<LoadingScreen />}>
      <Suspense fallback={<LoadingScreen />}>
        <Page />
      </Suspense>
    </AfterHydration>
  );
}

export function ShellRoutes() {
  return (
    <Routes>
      <Route path={SHELL_PAGES.home} element={<HomePage />} />
      <Route path={SHELL_PAGES.login} element={<OnDemand page={LoginPage} />} />
      <Route path={SHELL_PAGES.registration} element={<OnDemand page={RegistrationPage} />} />
      <Route path={SHELL_PAGES.join} element={<Navigate to={SHELL_PAGES.login} replace />} />
      <Route path="*" element={<RemoteRouteGuard />} />
    </Routes>
  );
}
