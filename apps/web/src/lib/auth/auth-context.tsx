import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { User } from '@jobtrack/core';
import type { DataMode } from '#web/config/visitor.ts';
import * as auth from './auth-service.ts';

export type AuthState =
  { status: 'signedOut' } | { status: 'signedIn'; user: User; mode: DataMode };

export type AuthContextValue = AuthState & {
  login(email: string, password: string): Promise<void>;
  signup(input: auth.SignUpInput): Promise<void>;
  startWaitlistSession(email: string): void;
  logout(): Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

const restore = (settings: auth.AuthSettings): AuthState => {
  const restored = auth.restoreSession(settings);
  return restored ? { status: 'signedIn', ...restored } : { status: 'signedOut' };
};

/**
 * The signed-in user and the data mode that goes with them. The session is restored before
 * the first render, with the settings the app starts with (the last visit's); when the server's
 * settings arrive and differ, the demo user and the session's mode follow them.
 */
export function AuthProvider({
  settings,
  loadSettings,
  children,
}: {
  settings: auth.AuthSettings;
  /** The server's settings once loaded; sign-in waits for them (default: `settings`). */
  loadSettings?: () => Promise<auth.AuthSettings>;
  children: ReactNode;
}) {
  const [state, setState] = useState<AuthState>(() => {
    auth.resetDemoUsers(settings);
    return restore(settings);
  });

  const restoredWith = useRef(settings);
  useEffect(() => {
    if (restoredWith.current === settings) return;
    restoredWith.current = settings;
    auth.resetDemoUsers(settings);
    setState((current) => {
      if (current.status !== 'signedIn') return current;
      const next = restore(settings);
      const isSame =
        next.status === 'signedIn' &&
        next.user.id === current.user.id &&
        next.mode === current.mode;
      return isSame ? current : next;
    });
  }, [settings]);

  const login = useCallback(
    async (email: string, password: string) => {
      const current = loadSettings ? await loadSettings() : settings;
      setState({ status: 'signedIn', ...(await auth.login(email, password, current)) });
    },
    [settings, loadSettings],
  );
  const signup = useCallback(async (input: auth.SignUpInput) => {
    setState({ status: 'signedIn', ...(await auth.signup(input)) });
  }, []);
  const startWaitlistSession = useCallback((email: string) => {
    setState({ status: 'signedIn', ...auth.startWaitlistSession(email) });
  }, []);
  const logout = useCallback(async () => {
    setState({ status: 'signedOut' });
    await auth.logout();
    auth.resetDemoUsers(settings);
  }, [settings]);

  const value = useMemo(
    () => ({ ...state, login, signup, startWaitlistSession, logout }),
    [state, login, signup, startWaitlistSession, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider');
  return value;
}
