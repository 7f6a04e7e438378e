// @vitest-environment jsdom
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { LiveWhenNear, onDemandComponent } from '@/components/common/live-when-near';
import { resetRouter, router } from '../layout/router-mock';

vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);

/* Decision 0062: a part below the fold keeps the server's markup and goes live when near the screen. */

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}

function Links() {
  return (
    <ul>
      <li>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- kept markup holds plain anchors: what the test is about */}
        <a href="/standing-desks/oak-desk?colour=oak">Oak desk</a>
      </li>
    </ul>
  );
}

/** An IntersectionObserver whose "the place is near" the test says. */
function observedScreen() {
  const callbacks: IntersectionObserverCallback[] = [];
  const observe = vi.fn();
  class Observer {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe = observe;
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    observe,
    comeNear() {
      for (const callback of callbacks) callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    },
  };
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('LiveWhenNear', () => {
  it('keeps the server markup without loading code until the place comes near, then makes it live', async () => {
    const importer = vi.fn(() => Promise.resolve(Counter));
    const live = onDemandComponent(importer);
    // What the server wrote: the part rendered with its server copy (the server has no window).
    const container = document.createElement('div');
    vi.stubGlobal('window', undefined);
    container.innerHTML = renderToString(<LiveWhenNear server={Counter} live={live} props={{ label: 'Helpful' }} />);
    vi.unstubAllGlobals();
    const screenState = observedScreen();
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await act(async () => {
      root = hydrateRoot(container, <LiveWhenNear server={null} live={live} props={{ label: 'Helpful' }} />);
    });
    expect(container.textContent).toBe('Helpful: 0');
    expect(importer).not.toHaveBeenCalled();
    expect(screenState.observe).toHaveBeenCalled();

    await act(async () => screenState.comeNear());
    await waitFor(() => expect(container.querySelector('[data-live="true"]')).not.toBeNull());
    expect(importer).toHaveBeenCalledTimes(1);
    await act(async () => screen.getByRole('button').click());
    expect(container.textContent).toBe('Helpful: 1');
    // No hydration mismatch was reported.
    expect(errors).not.toHaveBeenCalled();
  });

  it('with until="navigation" keeps the server markup for good, and its links move client-side', async () => {
    resetRouter();
    const screenState = observedScreen();
    const importer = vi.fn(() => Promise.resolve(Links));
    const live = onDemandComponent(importer);
    const container = document.createElement('div');
    vi.stubGlobal('window', undefined);
    container.innerHTML = renderToString(<LiveWhenNear server={Links} live={live} props={{}} until="navigation" />);
    vi.unstubAllGlobals();
    observedScreen();
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <LiveWhenNear server={null} live={live} props={{}} until="navigation" />);
    });
    expect(screenState.observe).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('link', { name: 'Oak desk' }).click());
    expect(router.push).toHaveBeenCalledWith('/standing-desks/oak-desk?colour=oak', undefined, { locale: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(importer).not.toHaveBeenCalled();
    expect(container.querySelector('[data-live]')).toBeNull();
  });

  it('after a client-side navigation, with no server markup, loads the code at once', async () => {
    observedScreen();
    const live = onDemandComponent(() => Promise.resolve(Counter));
    render(<LiveWhenNear server={null} live={live} props={{ label: 'Helpful' }} />);
    expect(await screen.findByRole('button', { name: 'Helpful: 0' })).toBeTruthy();
  });

  it('shows an already loaded part at once on the next page', async () => {
    const live = onDemandComponent(() => Promise.resolve(Counter));
    await live.load();
    render(<LiveWhenNear server={null} live={live} props={{ label: 'Again' }} />);
    expect(screen.getByRole('button', { name: 'Again: 0' })).toBeTruthy();
  });
});

describe('onDemandComponent', () => {
  it('tries a load that failed again (a lost request is not remembered), and one that worked only once', async () => {
    const importer = vi.fn<() => Promise<typeof Counter>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Counter);
    const live = onDemandComponent(importer);
    await expect(live.load()).rejects.toThrow('offline');
    expect(live.current).toBeNull();
    await expect(live.load()).resolves.toBe(Counter);
    await live.load();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(live.current).toBe(Counter);
  });
});
