import { startTransition, Suspense, use, useEffect, useState } from 'react';
import { BrowserRouter, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router';
import { NavigateProvider } from '#web/components/ui/page-link.tsx';
import { APP_SCREENS } from '#web/config/paths.ts';
import { runtimeConfigLoaded, useRuntimeConfig } from '#web/lib/runtime-config.ts';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { useDataLoaded } from '#web/data/hooks/data-context.tsx';
import {
  canOfferWaitlist,
  useWaitlistModal,
  WaitlistModalProvider,
} from '#web/lib/waitlist-modal-context.tsx';
import { AnalyticsTracker } from './analytics-tracker.tsx';
import { ErrorScreen, RouteErrorBoundary } from './routes/error-screen.tsx';
import { GuestOnly, QrTargetRedirect, RequireAuth } from './routes/guards.tsx';
import { lazyComponent } from './routes/lazy-component.tsx';
import { preloadScreen, SCREEN_COMPONENTS } from './routes/screens.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

// Each page loads as its own chunk, so a phone downloads only what the first screen needs. The
// routes are declared as components (decision 042): the router's data layer (loaders, actions,
// fetchers) is not used, and leaving it out halves the router's code in the first load.

const WaitlistModal = lazyComponent(
  async () => (await import('#web/features/waitlist/index.ts')).WaitlistModal,
);
const LandingRoute = lazyComponent(
  async () => (await import('./routes/landing-route.tsx')).LandingRoute,
);
const LoginPage = lazyComponent(
  async () => (await import('#web/features/auth/index.ts')).LoginPage,
);
const SignupPage = lazyComponent(
  async () => (await import('#web/features/auth/index.ts')).SignupPage,
);
const AppShell = lazyComponent(async () => (await import('./shell/app-shell.tsx')).AppShell);

/** Loads the code of the page at PATHNAME; any other path (unknown, a QR link) loads nothing. */
function preloadRoute(pathname: string): Promise<unknown> {
  if (pathname === '/') return LandingRoute.preload();
  if (pathname === '/login') return LoginPage.preload();
  if (pathname === '/signup') return SignupPage.preload();
  const screen = preloadScreen(pathname);
  return screen ? Promise.all([AppShell.preload(), screen]) : Promise.resolve();
}

function LazyWaitlistModal() {
  const { isOpen } = useWaitlistModal();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <WaitlistModal />
    </Suspense>
  );
}

/** App-wide pieces that need the router: the waitlist modal and its shared flag (spec §2). */
function Root() {
  const auth = useAuth();
  const { demoMode } = useRuntimeConfig();
  const navigate = useNavigate();
  const user = auth.status === 'signedIn' ? auth.user : null;
  return (
    <NavigateProvider value={navigate}>
      <WaitlistModalProvider isAllowed={canOfferWaitlist(demoMode, user)}>
        <AnalyticsTracker />
        <ScrollRestoration />
        <Outlet />
        <LazyWaitlistModal />
      </WaitlistModalProvider>
    </NavigateProvider>
  );
}

let firstPage: Promise<void> | undefined;
let firstPageIn = false;

/**
 * Starts loading the code of the page the app opens on (the entry calls it first, beside the
 * texts). The routes first render once it and the signed-in user's data adapter (which the
 * providers above load) are in, as the data router waited for its lazy routes: the first screen
 * renders whole, not after a Suspense fallback (whose reveal React holds back on a timer).
 */
export function loadFirstPage(): Promise<void> {
  firstPage ??= preloadRoute(window.location.pathname)
    .catch(() => {})
    .then(() => {
      firstPageIn = true;
    });
  return firstPage;
}

/** The signed-in frame; the screen it shows starts loading beside it, not after it. */
function AppShellRoute() {
  void preloadScreen(useLocation().pathname)?.catch(() => {});
  return <AppShell />;
}

/** NOTE: spec §2 — /signup does not exist in demo mode: it answers the unknown-route screen. */
function SignupUnlessDemo() {
  const { demoMode } = use(runtimeConfigLoaded());
  return demoMode ? <ErrorScreen status={404} /> : <Outlet />;
}

/** The screens of /app, mounted again at the top level (/customers, /jobs/{id}, …; spec §2). */
const screenRoutes = () =>
  APP_SCREENS.map((path) => {
    const Screen = SCREEN_COMPONENTS[path];
    return <Route key={path} path={path} element={<Screen />} />;
  });

const Dashboard = SCREEN_COMPONENTS.dashboard;

/** Every page of the app (spec §2). */
export function AppRouter() {
  const dataLoaded = useDataLoaded();
  const [isReady, setIsReady] = useState(firstPageIn && !dataLoaded);
  useEffect(() => {
    if (isReady) return;
    let isCurrent = true;
    void Promise.all([loadFirstPage(), dataLoaded?.catch(() => {})]).then(() => {
      // As a transition (as the data router rendered its routes): should a screen still wait for
      // something, the page keeps what it shows instead of a fallback React reveals on a timer.
      if (isCurrent) startTransition(() => setIsReady(true));
    });
    return () => {
      isCurrent = false;
    };
  }, [isReady, dataLoaded]);
  if (!isReady) return null;
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Routes>
          <Route element={<Root />}>
            <Route path="/" element={<LandingRoute />} />
            <Route element={<GuestOnly />}>
              <Route path="/login" element={<LoginPage />} />
            </Route>
            <Route element={<RequireAuth />}>
              <Route path="/customer/:id" element={<QrTargetRedirect kind="customer" />} />
              <Route path="/job/:id" element={<QrTargetRedirect kind="job" />} />
              <Route path="/app" element={<AppShellRoute />}>
                <Route index element={<Dashboard />} />
                {screenRoutes()}
              </Route>
              <Route element={<AppShellRoute />}>{screenRoutes()}</Route>
            </Route>
          </Route>
          <Route path="/signup" element={<SignupUnlessDemo />}>
            <Route element={<Root />}>
              <Route element={<GuestOnly />}>
                <Route index element={<SignupPage />} />
              </Route>
            </Route>
          </Route>
          <Route path="*" element={<ErrorScreen status={404} />} />
        </Routes>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
