import { useDataSource, useSyncState } from './data-context.tsx';

/**
 * Whether a write made now stays on this phone for a while: signed in (api mode) and the server
 * out of reach. Demo and waitlist test modes keep everything on the device by design and say so
 * in their own banners.
 */
export function useIsSavingOnDevice(): boolean {
  const source = useDataSource();
  const { online } = useSyncState();
  return source.mode === 'api' && !online;
}
