// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { selectIsReady } from '@/store/slices/auth-slice';
import { openModal, selectAnyModalOpen } from '@/store/slices/modals-slice';
import { StoreProvider } from '@/store/store-provider';
import { createFakeSessionApi } from './support/session-builders';

afterEach(cleanup);

function ModalProbe({ label }: { label: string }) {
  const open = useAppSelector(selectAnyModalOpen);
  const ready = useAppSelector(selectIsReady);
  const dispatch = useAppDispatch();
  return (
    <button type="button" onClick={() => dispatch(openModal({ name: 'cart' }))}>
      {`${label}: ${open ? 'open' : 'closed'}, ${ready ? 'ready' : 'not ready'}`}
    </button>
  );
}

function StoreIdentity({ onStore }: { onStore: (store: unknown) => void }) {
  onStore(useAppStore());
  return null;
}

describe('StoreProvider', () => {
  it('gives every mounted provider its own store', async () => {
    render(
      <>
        <StoreProvider sessionApi={createFakeSessionApi()}>
          <ModalProbe label="first" />
        </StoreProvider>
        <StoreProvider sessionApi={createFakeSessionApi()}>
          <ModalProbe label="second" />
        </StoreProvider>
      </>,
    );

    act(() => screen.getByText(/^first/).click());

    expect((await screen.findByText(/^first: open/)).textContent).toMatch(/first: open/);
    expect(screen.getByText(/^second/).textContent).toMatch(/second: closed/);
  });

  it('keeps the same store across re-renders', () => {
    const seen = new Set<unknown>();
    const tree = (
      <StoreProvider sessionApi={createFakeSessionApi()}>
        <StoreIdentity onStore={(store) => seen.add(store)} />
      </StoreProvider>
    );
    const { rerender } = render(tree);
    rerender(tree);

    expect(seen.size).toBe(1);
  });

  it('restores the session once mounted: ready at once without a token cookie', async () => {
    const sessionApi = createFakeSessionApi();
    render(
      <StoreProvider sessionApi={sessionApi}>
        <ModalProbe label="app" />
      </StoreProvider>,
    );

    expect(await screen.findByText('app: closed, ready')).toBeTruthy();
    expect(sessionApi.fetchProfile).not.toHaveBeenCalled();
  });
});
