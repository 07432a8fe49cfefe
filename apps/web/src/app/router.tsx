import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { APP_SCREENS } from '../config/paths.ts';
import { useRuntimeConfig, type RuntimeConfig } from '../config/runtime-config.ts';
import { useAuth } from '../lib/auth/auth-context.tsx';
import {
  canOfferWaitlist,
  useWaitlistModal,
  WaitlistModalProvider,
} from '../lib/waitlist-modal.tsx';
import { AnalyticsTracker } from './analytics-tracker.tsx';
import { ErrorScreen } from './routes/error-screen.tsx';
import { GuestOnly, QrTargetRedirect, RequireAuth } from './routes/guards.tsx';
import { screenRoute } from './routes/screens.tsx';

// Each page loads as its own chunk, so a phone downloads only what the first screen needs.

const WaitlistModal = lazy(() =>
  import('../features/waitlist/index.ts').then((module) => ({ default: module.WaitlistModal })),
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
  const user = auth.status === 'signedIn' ? auth.user : null;
  return (
    <WaitlistModalProvider isAllowed={canOfferWaitlist(demoMode, user)}>
      <AnalyticsTracker />
      {/* Every new screen opens at its top; Back and Forward return to where the owner was
          (issue 13). A list changing its own filters keeps its place (preventScrollReset). */}
      <ScrollRestoration />
      <Outlet />
      <LazyWaitlistModal />
    </WaitlistModalProvider>
  );
}

/** The screens of /app, mounted again at the top level (/customers, /jobs/{id}, …; spec §2). */
const screenRoutes = (): RouteObject[] => APP_SCREENS.map((path) => screenRoute(path, path));

const appShell = async () => ({ Component: (await import('./shell/app-shell.tsx')).AppShell });

export function buildRoutes(config: Pick<RuntimeConfig, 'demoMode'>): RouteObject[] {
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
                Component: (await import('../features/auth/index.ts')).LoginPage,
              }),
            },
            // NOTE: spec §2 — /signup is registered only when demo mode is off.
            ...(config.demoMode
              ? []
              : [
                  {
                    path: '/signup',
                    lazy: async () => ({
                      Component: (await import('../features/auth/index.ts')).SignupPage,
                    }),
                  },
                ]),
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

export const createAppRouter = (config: RuntimeConfig) => createBrowserRouter(buildRoutes(config));
