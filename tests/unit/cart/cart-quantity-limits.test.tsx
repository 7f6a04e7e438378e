// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TestTranslations } from '../support/translations';
import { CartQuantityStepper } from '@/components/cart/cart-quantity-stepper';
import enCart from '@/locales/en/cart.json';

vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);

afterEach(cleanup);

function renderStepper(onChange: (quantity: number) => void) {
  render(
    <TestTranslations locale="en-US" translations={{ 'en-US': { cart: enCart } }}>
      <CartQuantityStepper value={1} max={3} productName="Oak Desk" disabled={false} onChange={onChange} />
    </TestTranslations>,
  );
  return screen.getByLabelText('Quantity of Oak Desk');
}

describe('quantity limits in the cart are explained, never applied silently (issue 20)', () => {
  it('brings 999 down to the most the line can hold and says why', () => {
    const onChange = vi.fn();
    const field = renderStepper(onChange);
    fireEvent.change(field, { target: { value: '999' } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenCalledWith(3);
    expect(screen.getByRole('status').textContent).toBe('You can buy at most 3 of this item.');
  });

  it('keeps the quantity on 0 and says how to take the item out', () => {
    const onChange = vi.fn();
    const field = renderStepper(onChange);
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.blur(field);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('The quantity is at least 1: to take the item out, remove it from the cart.');
  });
});
