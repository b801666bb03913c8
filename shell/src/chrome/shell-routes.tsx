import { createContext, lazy, Suspense, useContext, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingScreen } from '@hostel/ui';
import { RemoteRouteGuard } from '../guards/remote-route-guard';
import { HomePage } from '../home/home-page';

// The sign-in pages load when visited, so no other page downloads their forms. Home stays in the first
// download: it is the landing page, and loading it lazily would put one more round trip before its first paint.
const LoginPage = lazy(() => import('../auth/login-page').then((module) => ({ default: module.LoginPage })));
const RegistrationPage = lazy(() => import('../auth/registration-page').then((module) => ({ default: module.RegistrationPage })));

/**
 * The sign-in pages' components: on demand in the browser; the server's first screen renders them in place
 * (first-screen/render-page.tsx), so the browser hydrates the page itself, its code arriving meanwhile, rather than
 * a loading screen the server could not finish (React's recoverable error 419 on every visit to /login).
 */
export const SignInPages = createContext<{ login: ComponentType; registration: ComponentType }>({ login: LoginPage, registration: RegistrationPage });

/** A page loaded on demand, with the loading screen while its code arrives. */
function OnDemand({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Page />
    </Suspense>
  );
}

export function ShellRoutes() {
  const pages = useContext(SignInPages);
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/login" element={<OnDemand page={pages.login} />} />
      <Route path="/registration" element={<OnDemand page={pages.registration} />} />
      <Route path="/join" element={<Navigate to="/login" replace />} />
      <Route path="*" element={<RemoteRouteGuard />} />
    </Routes>
  );
}
