import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { User } from '@jobtrack/core';
import type { DataMode } from '../../data/data-source.ts';
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

/**
 * The signed-in user and the data mode that goes with them. The session is restored before
 * the first render (the app shows its Loading spinner while the runtime settings load).
 */
export function AuthProvider({
  settings,
  children,
}: {
  settings: auth.AuthSettings;
  children: ReactNode;
}) {
  const [state, setState] = useState<AuthState>(() => {
    auth.resetDemoUsers(settings);
    const restored = auth.restoreSession(settings);
    return restored ? { status: 'signedIn', ...restored } : { status: 'signedOut' };
  });

  const login = useCallback(
    async (email: string, password: string) => {
      setState({ status: 'signedIn', ...(await auth.login(email, password, settings)) });
    },
    [settings],
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
