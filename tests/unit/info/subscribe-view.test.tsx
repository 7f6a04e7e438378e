// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { requestNewsletterSubscription } from '@/services/newsletter-service';
import { SubscribeView } from '@/components/newsletter/subscribe-view';
import { resetRouter, router } from '@/tests/unit/layout/router-mock';
import { renderWithI18n } from './render-with-i18n';

vi.mock('next/router', async () => (await import('@/tests/unit/layout/router-mock')).nextRouterModule);
vi.mock('@/services/newsletter-service', () => ({ requestNewsletterSubscription: vi.fn() }));

const subscribeCall = vi.mocked(requestNewsletterSubscription);
type WithDataLayer = Window & { dataLayer?: unknown[] };

function dataLayer(): unknown[] {
  return (window as WithDataLayer).dataLayer ?? [];
}

function form(): HTMLFormElement {
  const element = screen.getByRole('button', { name: 'Subscribe' }).closest('form');
  if (!element) throw new Error('no form');
  return element;
}

describe('/subscribe', () => {
  beforeEach(() => {
    resetRouter();
    delete (window as WithDataLayer).dataLayer;
    subscribeCall.mockReset();
  });
  afterEach(cleanup);

  it('prefills the address from the footer and posts back to /subscribe, so it works without JavaScript', () => {
    renderWithI18n(<SubscribeView initialState={{ kind: 'form', email: 'ann@example.com', error: null }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Get our newsletter' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ann@example.com');
    expect(form().getAttribute('method')).toBe('post');
    expect(form().getAttribute('action')).toBe('/subscribe');
    expect((form().elements.namedItem('intent') as HTMLInputElement).value).toBe('subscribe');
  });

  it('posts to the page of the locale', () => {
    router.locale = 'fr-FR';
    renderWithI18n(<SubscribeView initialState={{ kind: 'form', email: '', error: null }} />, 'fr-FR');
    const button = screen.getByRole('button', { name: "S'inscrire" });
    expect(button.closest('form')?.getAttribute('action')).toBe('/fr-FR/subscribe');
  });

  it('refuses an invalid address with an error on the field and tracks subscribe_invalid without the address', async () => {
    renderWithI18n(<SubscribeView initialState={{ kind: 'form', email: '', error: null }} />);
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ann@example' } });
    await act(async () => fireEvent.submit(form()));
    const input = screen.getByLabelText('E-mail address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid e-mail address, such as name@example.com.')).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(dataLayer()).toEqual([{ event: 'subscribe_invalid', reason: 'format', source: 'client' }]);
    expect(JSON.stringify(dataLayer())).not.toContain('ann@');
    expect(subscribeCall).not.toHaveBeenCalled();
  });

  it('tracks an empty submission as empty', async () => {
    renderWithI18n(<SubscribeView initialState={{ kind: 'form', email: '', error: null }} />);
    await act(async () => fireEvent.submit(form()));
    expect(screen.getByText('Enter your e-mail address.')).toBeTruthy();
    expect(dataLayer()).toEqual([{ event: 'subscribe_invalid', reason: 'empty', source: 'client' }]);
  });

  it('tracks an address the server refused once the page runs', () => {
    renderWithI18n(<SubscribeView initialState={{ kind: 'form', email: 'nope', error: 'emailInvalid' }} />);
    expect(screen.getByText('Enter a valid e-mail address, such as name@example.com.')).toBeTruthy();
    expect(dataLayer()).toEqual([{ event: 'subscribe_invalid', reason: 'format', source: 'server' }]);
  });

  it('with JavaScript, signs up through the API and says to check the inbox, focus on the answer', async () => {
    subscribeCall.mockResolvedValue({ ok: true });
    renderWithI18n(<SubscribeView initialState={{ kind: 'form', email: ' Ann@Example.com ', error: null }} />);
    await act(async () => fireEvent.submit(form()));
    expect(subscribeCall).toHaveBeenCalledWith('Ann@Example.com', 'en-US');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your inbox' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.body.textContent).toContain('We sent a confirmation link to Ann@Example.com.');
    expect(dataLayer()).toEqual([]);
  });

  it('says so when too many sign-ups were asked for', async () => {
    subscribeCall.mockResolvedValue({ ok: false, error: 'rateLimited' });
    renderWithI18n(<SubscribeView initialState={{ kind: 'form', email: 'ann@example.com', error: null }} />);
    await act(async () => fireEvent.submit(form()));
    expect((await screen.findByRole('alert')).textContent).toMatch(/several times/);
  });

  it('confirms a link in words, and offers the form again when the link expired', () => {
    renderWithI18n(<SubscribeView initialState={{ kind: 'confirmed' }} />);
    expect(screen.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeTruthy();
    cleanup();
    renderWithI18n(<SubscribeView initialState={{ kind: 'confirm-failed', reason: 'expired' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
    expect(document.body.textContent).toContain('has expired');
    expect(screen.getByRole('heading', { level: 2, name: 'Get our newsletter' })).toBeTruthy();
  });

  it('asks before unsubscribing, with a POST form carrying the token (mail scanners only GET)', () => {
    renderWithI18n(<SubscribeView initialState={{ kind: 'unsubscribe', token: 'tok_123' }} />, 'de-DE');
    const button = screen.getByRole('button', { name: 'Abmelden' });
    const unsubscribeForm = button.closest('form') as HTMLFormElement;
    expect(unsubscribeForm.getAttribute('method')).toBe('post');
    expect((unsubscribeForm.elements.namedItem('intent') as HTMLInputElement).value).toBe('unsubscribe');
    expect((unsubscribeForm.elements.namedItem('token') as HTMLInputElement).value).toBe('tok_123');
  });
});
