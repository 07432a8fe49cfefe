import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { paths, redirectTarget } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.tsx';

/** Protected routes: a visitor who is not signed in goes to /login, remembering the page (spec §2). */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status !== 'signedIn') {
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  return <Outlet />;
}

/** /login and /signup send a signed-in user on to where they were going (spec §2). */
export function GuestOnly() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'signedIn') return <Navigate to={redirectTarget(location.state)} replace />;
  return <Outlet />;
}

/** The QR link targets /customer/{id} and /job/{id} open that customer or job. */
export function QrTargetRedirect({ kind }: { kind: 'customer' | 'job' }) {
  const { id = '' } = useParams();
  return <Navigate to={kind === 'customer' ? paths.customer(id) : paths.job(id)} replace />;
}
