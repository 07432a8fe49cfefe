import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { useData } from '#web/data/hooks/data-context.tsx';
import {
  DEMO_HIGHLIGHTS,
  LOADING_HIGHLIGHTS,
  ownerHighlights,
  type ProfileHighlights,
} from '../utils/profile-highlights.ts';

/** The profile tiles: the spec's fixed figures in demo mode, the owner's own counts otherwise. */
export function useProfileHighlights(): ProfileHighlights {
  const auth = useAuth();
  const isDemo = auth.status === 'signedIn' && auth.mode === 'demo';
  const { data } = useData();
  if (isDemo) return DEMO_HIGHLIGHTS;
  if (auth.status !== 'signedIn' || !data) return LOADING_HIGHLIGHTS;
  return ownerHighlights(data, auth.user.createdAt, new Date());
}
