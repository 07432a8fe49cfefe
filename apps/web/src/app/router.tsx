import { lazy, Suspense } from 'react';
import {
  createBrowserRouter,
  Outlet,
  ScrollRestoration,
  useNavigate,
  type RouteObject,
} from 'react-router';
import { NavigateProvider } from '#web/components/ui/page-link.tsx';
import { APP_SCREENS } from '#web/config/paths.ts';
import { runtimeConfigLoaded, useRuntimeConfig } from '#web/config/runtime-config.ts';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import {
  canOfferWaitlist,
  useWaitlistModal,
  WaitlistModalProvider,
} from '#web/lib/waitlist-modal.tsx';
import { AnalyticsTracker } from './analytics-tracker.tsx';
import { ErrorScreen } from './routes/error-screen.tsx';
import { GuestOnly, QrTargetRedirect, RequireAuth } from './routes/guards.tsx';
import { screenRoute } from './routes/screens.tsx';

// Each page loads as its own chunk, so a phone downloads only what the first screen needs.

const WaitlistModal = lazy(() =>
  import('#web/features/waitlist/index.ts').then((module) => ({ default: module.WaitlistModal })),
);

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
        {/* Every new screen opens at its top; Back and Forward return to where the owner was
            (issue 13). A list changing its own filters keeps its place (preventScrollReset). */}
        <ScrollRestoration />
        <Outlet />
        <LazyWaitlistModal />
      </WaitlistModalProvider>
    </NavigateProvider>
  );
}

/** The screens of /app, mounted again at the top level (/customers, /jobs/{id}, …; spec §2). */
const screenRoutes = (): RouteObject[] => APP_SCREENS.map((path) => screenRoute(path, path));

const appShell = async () => ({ Component: (await import('./shell/app-shell.tsx')).AppShell });

/** NOTE: spec §2 — /signup does not exist in demo mode: it answers the unknown-route screen. */
async function signupExists() {
  if ((await runtimeConfigLoaded()).demoMode) {
    throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  }
  return null;
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <ErrorScreen />,
      children: [
        {
          path: '/',
          lazy: async () => ({
            Component: (await import('./routes/landing-route.tsx')).LandingRoute,
          }),
        },
        {
          element: <GuestOnly />,
          children: [
            {
              path: '/login',
              lazy: async () => ({
                Component: (await import('#web/features/auth/index.ts')).LoginPage,
              }),
            },
            {
              path: '/signup',
              loader: signupExists,
              lazy: async () => ({
                Component: (await import('#web/features/auth/index.ts')).SignupPage,
              }),
            },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            { path: '/customer/:id', element: <QrTargetRedirect kind="customer" /> },
            { path: '/job/:id', element: <QrTargetRedirect kind="job" /> },
            {
              path: '/app',
              lazy: appShell,
              children: [{ index: true, lazy: screenRoute('dashboard').lazy }, ...screenRoutes()],
            },
            { lazy: appShell, children: screenRoutes() },
          ],
        },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
