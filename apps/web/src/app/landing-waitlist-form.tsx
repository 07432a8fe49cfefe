import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { runtimeConfigLoaded, useRuntimeConfig } from '#web/lib/runtime-config.ts';
import { WaitlistInlineForm } from '#web/features/waitlist/index.ts';
import { AuthProvider } from '#web/lib/auth/auth-context.tsx';

/** Where the form sends the visitor (/app once joined), as a page load of the app. */
function OpenInApp() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.location.assign(pathname);
  }, [pathname]);
  return null;
}

/**
 * The waitlist form on the landing page loaded alone (landing.html, no app router): loaded only
 * when it shows (demo mode off), with the sign-in it needs to start a tester's session.
 */
export function LandingWaitlistForm() {
  const config = useRuntimeConfig();
  return (
    <AuthProvider settings={config} loadSettings={runtimeConfigLoaded}>
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<WaitlistInlineForm />} />
          <Route path="*" element={<OpenInApp />} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>
  );
}
