// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ConsentBanner } from '@/components/layout/consent-banner';
import { ConsentDock } from '@/components/layout/consent-dock';
import { CONSENT_CHANGED_EVENT } from '@/components/layout/consent-cookie';
import { readConsentFromDocument } from '@/lib/storage/consent';
import { renderWithShell } from './render-with-shell';

function clearConsent() {
  document.cookie = 'dh_consent=; max-age=0; path=/';
}

describe('consent banner', () => {
  beforeEach(clearConsent);
  afterEach(() => {
    cleanup();
    clearConsent();
  });

  it('asks a shopper who has not chosen yet', () => {
    renderWithShell(<ConsentBanner />);
    expect(screen.getByRole('region', { name: 'Your privacy' })).toBeTruthy();
  });

  it('records "accept all", tells the page, and goes away', () => {
    const listener = vi.fn();
    window.addEventListener(CONSENT_CHANGED_EVENT, listener);
    renderWithShell(<ConsentBanner />);

    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));

    expect(readConsentFromDocument()).toBe('all');
    expect(screen.queryByRole('region', { name: 'Your privacy' })).toBeNull();
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toBe('all');
    window.removeEventListener(CONSENT_CHANGED_EVENT, listener);
  });

  it('records "essential only" and goes away', () => {
    renderWithShell(<ConsentBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Essential only' }));
    expect(readConsentFromDocument()).toBe('essential');
    expect(screen.queryByRole('region', { name: 'Your privacy' })).toBeNull();
  });

  it('is not shown again once a choice is stored', () => {
    document.cookie = 'dh_consent=essential; path=/';
    renderWithShell(<ConsentBanner />);
    expect(screen.queryByRole('region', { name: 'Your privacy' })).toBeNull();
  });

  it('floats over the page instead of pushing its content', () => {
    renderWithShell(<ConsentBanner />);
    expect(screen.getByRole('region', { name: 'Your privacy' }).className).toMatch(/\bfixed\b/);
  });

  it('sits in the flow of a page with a form, in its dock, instead of floating over the fields', () => {
    renderWithShell(
      <>
        <form aria-label="Checkout">
          <input aria-label="Email" />
          <ConsentDock />
        </form>
        <ConsentBanner />
      </>,
    );
    const layer = screen.getByRole('region', { name: 'Your privacy' });
    expect(layer.className).not.toMatch(/\bfixed\b/);
    expect(layer.parentElement?.id).toBe('consent-dock');
  });
});
