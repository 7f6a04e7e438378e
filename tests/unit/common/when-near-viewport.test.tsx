// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { WhenNearViewport } from '@/components/common/when-near-viewport';

/** A stand-in for the browser's IntersectionObserver that the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('a block rendered when it comes near the screen', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows nothing while its place is far from the screen', () => {
    render(<WhenNearViewport ahead="400px"><p>Frequently bought together</p></WhenNearViewport>);
    expect(screen.queryByText('Frequently bought together')).toBeNull();
    const [observer] = FakeObserver.instances;
    expect(observer?.options.rootMargin).toBe('400px 0px');
    act(() => observer?.report(false));
    expect(screen.queryByText('Frequently bought together')).toBeNull();
  });

  it('renders its children once the place comes within reach, and stops watching', () => {
    render(<WhenNearViewport><p>Frequently bought together</p></WhenNearViewport>);
    const [observer] = FakeObserver.instances;
    act(() => observer?.report(true));
    expect(screen.getByText('Frequently bought together')).toBeTruthy();
    expect(observer?.disconnected).toBe(true);
  });
});
