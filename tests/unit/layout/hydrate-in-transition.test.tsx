// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import * as ReactDomClient from 'react-dom/client';
import { hydrateInTransition, type ReactDomClient as Client } from '@/components/layout/hydrate-in-transition';

const ITEMS = 60;
const busyMs = 1;

/** Holds the thread: the point is a render that takes time. */
function busyWait(ms: number) {
  const started = performance.now();
  while (performance.now() - started < ms) {
    // busy
  }
}

/** Each item takes 1 ms to render, like a real product card on a slow phone. */
function SlowItem({ index, rendered }: { index: number; rendered: number[] }) {
  busyWait(busyMs);
  rendered.push(index);
  return <li>item {index}</li>;
}

function Page({ rendered, onHydrated }: { rendered: number[]; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return (
    <ul>
      {Array.from({ length: ITEMS }, (_, index) => (
        <SlowItem key={index} index={index} rendered={rendered} />
      ))}
    </ul>
  );
}

/**
 * Hydrates a server-rendered page of 60 slow items and records how many had hydrated when a
 * timer, set right after hydration began, got the main thread.
 */
async function itemsHydratedWhenATimerRuns(client: Client) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Page rendered={[]} onHydrated={() => {}} />);
  const rendered: number[] = [];
  let hydratedAtTimer = -1;
  let root: ReturnType<Client['hydrateRoot']> | undefined;
  await new Promise<void>((resolve) => {
    root = client.hydrateRoot(container, <Page rendered={rendered} onHydrated={resolve} />);
    const waitForFirstSlice = () => {
      if (rendered.length === 0) setTimeout(waitForFirstSlice, 0);
      else hydratedAtTimer = rendered.length;
    };
    setTimeout(waitForFirstSlice, 0);
  });
  const serverMarkupKept = container.querySelectorAll('li').length;
  root?.unmount();
  container.remove();
  return { hydratedAtTimer, hydratedInTotal: rendered.length, serverMarkupKept };
}

describe('hydration in a transition', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hydrates in slices, so other tasks run while the page hydrates', async () => {
    const client: Client = { hydrateRoot: ReactDomClient.hydrateRoot };
    hydrateInTransition(client);
    const { hydratedAtTimer, hydratedInTotal, serverMarkupKept } = await itemsHydratedWhenATimerRuns(client);
    expect(hydratedInTotal).toBe(ITEMS);
    expect(serverMarkupKept).toBe(ITEMS);
    // The timer got the thread after the first slice, long before the last item.
    expect(hydratedAtTimer).toBeGreaterThan(0);
    expect(hydratedAtTimer).toBeLessThan(ITEMS);
  });

  it('without it, React hydrates the whole page in one task', async () => {
    const { hydratedAtTimer } = await itemsHydratedWhenATimerRuns({ hydrateRoot: ReactDomClient.hydrateRoot });
    expect(hydratedAtTimer).toBe(ITEMS);
  });

  it('wraps only once, however often it is installed', () => {
    const client: Client = { hydrateRoot: ReactDomClient.hydrateRoot };
    hydrateInTransition(client);
    const wrapped = client.hydrateRoot;
    hydrateInTransition(client);
    expect(client.hydrateRoot).toBe(wrapped);
    expect(client.hydrateRoot).not.toBe(ReactDomClient.hydrateRoot);
  });

  describe('with something the page needs first (decision 0068: the first document\'s words)', () => {
    function Words({ text }: { text: string }) {
      return <p>{text}</p>;
    }

    function serverPage(text: string): HTMLDivElement {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Words text={text} />);
      document.body.append(container);
      return container;
    }

    it('hydrates only once it has settled, with the element Next gave last', async () => {
      let release = () => {};
      const needed = new Promise<void>((resolve) => (release = resolve));
      const hydrate = vi.fn(ReactDomClient.hydrateRoot);
      const client: Client = { hydrateRoot: hydrate };
      hydrateInTransition(client, needed);
      const container = serverPage('Ajouter au panier');

      const root = client.hydrateRoot(container, <Words text="first" />);
      root.render(<Words text="Ajouter au panier" />);
      await Promise.resolve();
      expect(hydrate).not.toHaveBeenCalled();

      await act(async () => {
        release();
        await needed;
      });
      expect(hydrate).toHaveBeenCalledTimes(1);
      expect(container.textContent).toBe('Ajouter au panier');
      // From then on the root Next holds is React's.
      await act(async () => root.render(<Words text="Panier" />));
      expect(container.textContent).toBe('Panier');
    });

    it('leaves the page as the server wrote it when it fails', async () => {
      const failed = Promise.reject(new Error('locales/fr/common.json: HTTP 404'));
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const hydrate = vi.fn(ReactDomClient.hydrateRoot);
      const client: Client = { hydrateRoot: hydrate };
      hydrateInTransition(client, failed);
      const container = serverPage('Ajouter au panier');

      client.hydrateRoot(container, <Words text="product.addToCart.add" />);
      await failed.catch(() => {});
      await Promise.resolve();
      expect(hydrate).not.toHaveBeenCalled();
      expect(container.textContent).toBe('Ajouter au panier');
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('HTTP 404') }));
      logged.mockRestore();
    });
  });
});
