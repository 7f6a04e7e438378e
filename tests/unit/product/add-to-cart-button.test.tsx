// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AddToCartButton } from '@/components/product/add-to-cart-button';
import { ApiError } from '@/services/api-error';
import { buildProductDetail, buildVariantDetail, SALE_PAUSED, SOLD_OUT } from '@/tests/support/builders/product-detail';
import { renderProduct } from './render-product';

vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);
const addToCart = vi.fn();
vi.mock('@/services/cart-service', () => ({ addToCart: (...args: unknown[]) => addToCart(...args) }));

const selectionOf = (variantId: number, quantity = 1) => ({ productCode: 'DH000001', variantId, quantity, optionChoices: {}, personalization: {} });

describe('the add-to-cart button', () => {
  beforeEach(() => { addToCart.mockReset(); });
  afterEach(cleanup);

  it('adds the selection through the cart service and opens the popup cart', async () => {
    const variant = buildVariantDetail({ isDefault: true });
    addToCart.mockResolvedValue({});
    const { store } = renderProduct(<AddToCartButton product={buildProductDetail({ variants: [variant] })} selection={selectionOf(variant.id, 2)} />);
    fireEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    await waitFor(() => expect(store.getState().modals.cart.visible).toBe(true));
    expect(addToCart).toHaveBeenCalledWith(selectionOf(variant.id, 2), {});
    expect(store.getState().modals.cart.data).toEqual({ addedProductId: 1, addedQuantity: 2 });
  });

  it('shows the total of the line on the button', () => {
    const variant = buildVariantDetail({ isDefault: true, price: { amount: 12_345, compareAtAmount: null, currency: 'USD', flashSalePercentOff: null } });
    renderProduct(<AddToCartButton product={buildProductDetail({ variants: [variant] })} selection={selectionOf(variant.id, 2)} />);
    expect(screen.getByRole('button').textContent).toContain('$246.90');
  });

  it('is disabled and says "Sold out" for an unavailable variant', () => {
    const variant = buildVariantDetail({ stock: 0, is_in_stock: false, availability: SOLD_OUT });
    renderProduct(<AddToCartButton product={buildProductDetail({ variants: [variant] })} selection={selectionOf(variant.id)} />);
    const button = screen.getByRole('button', { name: /Sold out/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('is disabled with the reason for a product whose flash sale is paused', () => {
    const variant = buildVariantDetail({ availability: SALE_PAUSED });
    renderProduct(<AddToCartButton product={buildProductDetail({ variants: [variant] })} selection={selectionOf(variant.id)} />);
    expect((screen.getByRole('button', { name: /Add to cart/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('This flash sale is paused, so the product cannot be bought right now.')).toBeTruthy();
  });

  it('shows the server’s reason when the cart refuses the line', async () => {
    const variant = buildVariantDetail({ isDefault: true });
    addToCart.mockImplementation(async () => {
      throw new ApiError({ kind: 'rejected', message: 'Only 3 of Halo Trio 2 Desk are left in stock. Ask for 3 or fewer.', status: 0, httpStatus: 422 });
    });
    const { store } = renderProduct(<AddToCartButton product={buildProductDetail({ variants: [variant] })} selection={selectionOf(variant.id, 4)} />);
    fireEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only 3 of Halo Trio 2 Desk are left in stock. Ask for 3 or fewer.');
    expect(store.getState().modals.cart.visible).toBe(false);
  });

  it('says a network failure in its own words', async () => {
    const variant = buildVariantDetail({ isDefault: true });
    addToCart.mockImplementation(async () => {
      throw new ApiError({ kind: 'cannot-connect', message: 'connect ECONNREFUSED' });
    });
    renderProduct(<AddToCartButton product={buildProductDetail({ variants: [variant] })} selection={selectionOf(variant.id)} />);
    fireEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not add this to your cart. Please try again.');
  });

  it('sends nothing when the page’s check stops the add, and the line’s extras when it passes', async () => {
    const variant = buildVariantDetail({ isDefault: true });
    addToCart.mockResolvedValue({});
    const prepare = vi.fn().mockReturnValueOnce(null).mockReturnValueOnce({ giftCard: { email: 'a@example.com', from: 'Ada' } });
    renderProduct(<AddToCartButton product={buildProductDetail({ variants: [variant] })} selection={selectionOf(variant.id)} prepare={prepare} />);
    fireEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(addToCart).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    await waitFor(() => expect(addToCart).toHaveBeenCalledWith(selectionOf(variant.id), { giftCard: { email: 'a@example.com', from: 'Ada' } }));
  });
});
