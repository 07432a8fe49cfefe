// The app-wide waitlist modal's open flag and who may be offered it; the modal itself is
// features/waitlist/components/waitlist-modal.tsx.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { User } from '@jobtrack/core';
import { readWaitlistEmails } from './auth/session-store.ts';

type WaitlistModalValue = { isOpen: boolean; open(): void; close(): void };

const WaitlistModalContext = createContext<WaitlistModalValue | null>(null);

/**
 * The app-wide waitlist modal opens only in demo mode, only for a user not flagged waitlisted,
 * and only while no waitlist e-mail is stored locally (spec §1).
 */
export function canOfferWaitlist(demoMode: boolean, user: User | null): boolean {
  return demoMode && !user?.isWaitlisted && readWaitlistEmails().length === 0;
}

/** The shared flag that opens and closes the waitlist modal (spec §2). */
export function WaitlistModalProvider({
  isAllowed,
  children,
}: {
  isAllowed: boolean;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => {
    if (isAllowed && readWaitlistEmails().length === 0) setIsOpen(true);
  }, [isAllowed]);
  const close = useCallback(() => setIsOpen(false), []);
  const value = useMemo(
    () => ({ isOpen: isOpen && isAllowed, open, close }),
    [isOpen, isAllowed, open, close],
  );
  return <WaitlistModalContext.Provider value={value}>{children}</WaitlistModalContext.Provider>;
}

export function useWaitlistModal(): WaitlistModalValue {
  const value = useContext(WaitlistModalContext);
  if (!value) throw new Error('useWaitlistModal needs a WaitlistModalProvider');
  return value;
}
