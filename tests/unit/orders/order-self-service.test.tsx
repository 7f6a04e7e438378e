// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestTranslations } from '../support/translations';
import enCheckout from '@/locales/en/checkout.json';
import enCommon from '@/locales/en/common.json';
import enOrders from '@/locales/en/orders.json';
import { OrderSelfService } from '@/components/order-requests/order-self-service';
import type { OrderTracking } from '@/lib/contracts/ordering/shipments-schemas';
import { resetRouter } from '../layout/router-mock';
import { createOrderRequest, createTracking } from './support/tracking-builder';

const runOrderAction = vi.hoisted(() => vi.fn());
vi.mock('@/services/order-actions-service', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/services/order-actions-service')>()),
  runOrderAction,
}));
vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);

function renderPanel(tracking: OrderTracking, access: string | null = null) {
  const onUpdated = vi.fn();
  render(
    <TestTranslations locale="en-US" translations={{ 'en-US': { common: enCommon, orders: enOrders, checkout: enCheckout } }}>
      <OrderSelfService tracking={tracking} access={access} onUpdated={onUpdated} />
    </TestTranslations>,
  );
  return { onUpdated };
}

beforeEach(() => {
  resetRouter();
  runOrderAction.mockReset();
});
afterEach(cleanup);

describe('order self-service panel (issue 6 item 4)', () => {
  it('offers only the actions the server allows', () => {
    renderPanel(createTracking({ actions: { change_address: true, returnable_lines: [{ order_line_id: 1, return_until: '2026-12-20' }] } }));
    expect(screen.getByRole('button', { name: 'Change address' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change shipping date' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel this package' })).toBeNull();
    const returnable = screen.getByTestId('returnable-line');
    expect(within(returnable).getByText('Oak standing desk')).toBeTruthy();
    expect(within(returnable).getByText('Return by December 20, 2026')).toBeTruthy();
  });

  it('shows nothing for an unpaid order with no action and no request', () => {
    renderPanel(createTracking({ order: { payment: null } }));
    expect(screen.queryByTestId('order-self-service')).toBeNull();
  });

  it('offers the invoice of a paid order only', () => {
    renderPanel(createTracking());
    expect(screen.getByRole('button', { name: 'Download invoice (PDF)' })).toBeTruthy();
  });

  it('changes the address in a labelled dialog, shows the answered view and announces it', async () => {
    const tracking = createTracking({ actions: { change_address: true } });
    const answered = createTracking({ requests: [createOrderRequest({ kind: 'change_address' })] });
    runOrderAction.mockResolvedValue({ ok: true, answer: { tracking: answered, request: answered.requests[0] } });
    const { onUpdated } = renderPanel(tracking, 'guest-token');

    fireEvent.click(screen.getByRole('button', { name: 'Change address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the delivery address' });
    fireEvent.change(within(dialog).getByLabelText('Street address', { exact: false }), { target: { value: '500 Lamar Blvd' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith(answered));
    expect(runOrderAction).toHaveBeenCalledWith('DH00000042', 'guest-token', { kind: 'change_address', address: expect.objectContaining({ street: '500 Lamar Blvd', city: 'Austin' }) });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The delivery address is changed.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open with the server's refusal", async () => {
    runOrderAction.mockResolvedValue({ ok: false, message: 'This order has already shipped.', issues: [] });
    renderPanel(createTracking({ actions: { cancel_order: true } }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This order has already shipped.');
  });

  it('asks why before sending a return, then sends the reason and condition', async () => {
    const answered = createTracking({ requests: [createOrderRequest({ kind: 'return_item', status: 'in_review', line_ids: [1] })] });
    runOrderAction.mockResolvedValue({ ok: true, answer: { tracking: answered, request: answered.requests[0] } });
    renderPanel(createTracking({ actions: { returnable_lines: [{ order_line_id: 1, return_until: '2026-12-20' }] } }));
    fireEvent.click(screen.getByRole('button', { name: 'Return Oak standing desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return Oak standing desk' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(within(dialog).getByText('Tell us why you are returning this item.')).toBeTruthy();
    expect(runOrderAction).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Why are you returning it?'), { target: { value: 'Too tall for my room' } });
    fireEvent.click(within(dialog).getByLabelText(/Opened or used/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request return' }));
    await waitFor(() =>
      expect(runOrderAction).toHaveBeenCalledWith('DH00000042', null, { kind: 'return_item', order_line_id: 1, reason: 'Too tall for my room', condition: 'used' }),
    );
    // The confirmation shows once the answer has been handled, a moment after the call.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your return request is under review. We will e-mail you as soon as it is decided.'));
  });

  it('lists the requests of the order with their state and refund', () => {
    renderPanel(
      createTracking({
        requests: [createOrderRequest({ kind: 'cancel_package', status: 'completed', line_ids: [2], refund: { amount: 29_900, to_payment: 19_900, to_store_credit: 10_000 } })],
      }),
    );
    const request = screen.getByTestId('order-request');
    expect(within(request).getByText('Package cancellation')).toBeTruthy();
    expect(within(request).getByText('Done')).toBeTruthy();
    expect(within(request).getByText('Acoustic pod')).toBeTruthy();
    expect(within(request).getByTestId('order-request-refund').textContent).toBe('$299 · $199 to your payment method · $100 as store credit');
  });

  it('says only where a refund goes when it all goes to one place', () => {
    renderPanel(createTracking({ requests: [createOrderRequest({ kind: 'cancel_order', refund: { amount: 29_900, to_payment: 29_900, to_store_credit: 0 } })] }));
    expect(screen.getByTestId('order-request-refund').textContent).toBe('$299 to your payment method');
  });
});
