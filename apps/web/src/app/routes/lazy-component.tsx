import { lazy, type ComponentType } from 'react';

/** A component whose code loads on demand, and can be asked to load ahead (`preload`). */
export type LazyComponent<P extends object = object> = ComponentType<P> & {
  preload(): Promise<unknown>;
};

/**
 * Like React.lazy, but once its code is in (preloaded before the first render, or by an earlier
 * visit) it renders at once instead of suspending for a turn: a page load's first screen renders
 * with the app, and a Suspense fallback never shows for code that is already there.
 */
export function lazyComponent<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((Component) => {
      loaded = Component;
      return Component;
    }));
  const Pending = lazy(async () => ({ default: await preload() }));
  function Lazy(props: P) {
    const Component = loaded ?? Pending;
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
