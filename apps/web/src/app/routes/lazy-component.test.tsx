import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component.tsx';

function Screen({ name }: { name: string }) {
  return <p>{`Screen ${name}`}</p>;
}

describe('lazyComponent (decision 042)', () => {
  afterEach(cleanup);

  it('shows the fallback while its code loads, then the component', async () => {
    let resolve: (component: typeof Screen) => void = () => {};
    const Lazy = lazyComponent(() => new Promise<typeof Screen>((done) => (resolve = done)));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="one" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => resolve(Screen));
    // React reveals a boundary that showed its fallback no sooner than 300 ms after it did.
    await act(() => new Promise((done) => setTimeout(done, 350)));
    expect(screen.getByText('Screen one')).toBeTruthy();
  });

  it('renders at once, without a fallback, once preloaded', async () => {
    let loads = 0;
    const Lazy = lazyComponent(async () => {
      loads += 1;
      return Screen;
    });
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="two" />
      </Suspense>,
    );
    expect(screen.getByText('Screen two')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    await Lazy.preload();
    expect(loads).toBe(1);
  });
});
