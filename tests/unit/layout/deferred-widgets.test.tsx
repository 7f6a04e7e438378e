// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { DeferredWidgets } from '@/components/layout/deferred-widgets';
import type { DeferredWidget } from '@/components/layout/deferred-widget-registry';
import { resolveShellOptions } from '@/components/layout/page-shell-options';

const Consent = () => <p>consent layer</p>;
const Chat = () => <p>chat widget</p>;
const widgets: DeferredWidget[] = [
  { id: 'consent', Component: Consent },
  { id: 'chat', Component: Chat, hiddenWhen: (options) => options.hideChat },
];

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('deferred widgets (spec §2: ~1.5 s after the load event)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReadyState('loading');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    setReadyState('complete');
  });

  it('are not mounted before the window has loaded, however long that takes', () => {
    render(<DeferredWidgets options={resolveShellOptions({}, undefined)} widgets={widgets} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('consent layer')).toBeNull();
  });

  it('mount 1.5 s after the load event, not before', () => {
    render(<DeferredWidgets options={resolveShellOptions({}, undefined)} widgets={widgets} />);
    setReadyState('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });

    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByText('consent layer')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('consent layer')).toBeTruthy();
    expect(screen.getByText('chat widget')).toBeTruthy();
  });

  it('count the 1.5 s from mount when the page had already loaded (client-side navigation)', () => {
    setReadyState('complete');
    render(<DeferredWidgets options={resolveShellOptions({}, undefined)} widgets={widgets} />);
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByText('consent layer')).toBeTruthy();
  });

  it('leave out the chat on a page that hides it', () => {
    setReadyState('complete');
    render(<DeferredWidgets options={resolveShellOptions({ hideChat: true }, undefined)} widgets={widgets} />);
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByText('consent layer')).toBeTruthy();
    expect(screen.queryByText('chat widget')).toBeNull();
  });
});
