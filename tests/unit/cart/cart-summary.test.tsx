// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { TestTranslations } from '../support/translations';
import { CartLineItem } from '@/components/cart/cart-line-item';
import { CartSummary } from '@/components/cart/cart-summary';
import type { Cart, CartLine } from '@/lib/contracts/pricing/cart-schemas';
import deCart from '@/locales/de/cart.json';
import enCart from '@/locales/en/cart.json';
import { makeStore } from '@/store/make-store';
import { resetRouter, router } from '../layout/router-mock';
import { asDeferredStore } from '../support/deferred-store';

vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);

/* What the shopper reads in the summary and on a line, from the server's numbers. */

function renderIn(locale: 'en-US' | 'de-DE', ui: ReactElement) {
  router.locale = locale;
  return render(
    <Provider store={asDeferredStore(makeStore())}>
      <TestTranslations locale={locale} translations={{ 'en-US': { cart: enCart }, 'de-DE': { cart: deCart } }}>
        {ui}
      </TestTranslations>
    </Provider>,
  );
}

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 1,
    product_id: 1,
    product_code: 'DH000001',
    product_name: 'Oak Desk',
    product_slug: 'oak-desk',
    category_slug: 'standing-desks',
    category_name: 'Standing desks',
    product_kind: 1,
    variant_id: 1,
    sku: 'DH1',
    image_key: 'desk',
    variant_options: [{ name: 'colour', label: 'Walnut' }],
    customizations: [],
    gift_card: null,
    quantity: 2,
    max_quantity: 10,
    unit_price: 45_000,
    compare_at_price: 50_000,
    flash_sale_percent_off: null,
    tier_percent_off: 10,
    line_total: 90_000,
    savings: 10_000,
    add_on_deal: null,
    availability: { status: 'in_stock', available_quantity: null },
    ...overrides,
  };
}

function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 'c1',
    currency: 'USD',
    country: 'US',
    lines: [line()],
    item_count: 2,
    total_product_price: 90_000,
    total_discount_price: 0,
    total_tax: 0,
    total_amount: 90_000,
    total_savings: 10_000,
    applied_credit_amount: 0,
    tax: { mode: 'at_checkout', rate_bps: null },
    promotion_code: null,
    promotion: null,
    combo_deals: [],
    affiliate: { rid: null, ranMID: null },
    is_checkout_ready: true,
    ...overrides,
  };
}

const terms = () => Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

beforeEach(() => resetRouter());
afterEach(cleanup);

describe('the cart summary', () => {
  it('leaves US tax and shipping to the checkout and links to it', () => {
    renderIn('en-US', <CartSummary cart={cart()} busy={false} variant="page" />);
    expect(terms()).toEqual({ Subtotal: '$900', Shipping: 'Calculated at checkout', Tax: 'Calculated at checkout', Total: '$900' });
    expect(screen.getByText('You save $100 on this order')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/secure-checkout');
  });

  it('shows the VAT a German price includes instead of a tax row', () => {
    const german = cart({ currency: 'EUR', country: 'DE', total_tax: 14_370, tax: { mode: 'included', rate_bps: 1900 }, total_amount: 90_000 });
    renderIn('de-DE', <CartSummary cart={german} busy={false} variant="page" />);
    expect(Object.keys(terms())).toEqual(['Zwischensumme', 'Versand', 'Gesamtsumme']);
    expect(screen.getByText(/^Inkl\. .*143,70.* MwSt\. \(19 %\)$/)).toBeTruthy();
  });

  it('shows the promo discount and says how much more a code under its minimum needs', () => {
    const applied = cart({
      total_discount_price: 5_000,
      total_amount: 85_000,
      promotion_code: 'DESK50',
      promotion: { code: 'DESK50', kind: 'amount', percent_off: null, amount_off: 5_000, min_subtotal: 50_000, category_slugs: null, ends_at: null, status: 'applied', eligible_subtotal: 90_000, discount: 5_000 },
    });
    renderIn('en-US', <CartSummary cart={applied} busy={false} variant="page" />);
    expect(terms()['Promo code DESK50']).toBe('−$50');
    expect(screen.getByText('DESK50 applied')).toBeTruthy();
    cleanup();
    const below = cart({
      promotion_code: 'DESK50',
      promotion: { code: 'DESK50', kind: 'amount', percent_off: null, amount_off: 5_000, min_subtotal: 100_000, category_slugs: null, ends_at: null, status: 'below_minimum', eligible_subtotal: 90_000, discount: 0 },
    });
    renderIn('en-US', <CartSummary cart={below} busy={false} variant="page" />);
    expect(screen.getByText('Add $100 more of eligible items to use DESK50.')).toBeTruthy();
  });

  it('shows each combo deal as a saving row of its own next to the promo code', () => {
    const withCombo = cart({
      total_discount_price: 9_500,
      total_amount: 80_500,
      promotion_code: 'DESK50',
      promotion: { code: 'DESK50', kind: 'amount', percent_off: null, amount_off: 5_000, min_subtotal: null, category_slugs: null, ends_at: null, status: 'applied', eligible_subtotal: 90_000, discount: 5_000 },
      combo_deals: [{ id: 3, code: 'COMBO-1', name: 'Desk + chair combo', percent_off: 10, sets: 1, discount: 4_500, product_codes: ['DH000001', 'DH000002'] }],
    });
    renderIn('en-US', <CartSummary cart={withCombo} busy={false} variant="page" />);
    expect(terms()).toMatchObject({ 'Desk + chair combo (10% off)': '−$45', 'Promo code DESK50': '−$50', Total: '$805' });
  });

  it('holds the checkout back while a line cannot be bought as it is', () => {
    renderIn('en-US', <CartSummary cart={cart({ is_checkout_ready: false })} busy={false} variant="popup" />);
    expect(screen.getByRole('button', { name: 'Checkout' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Some items need your attention before you can check out.');
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
  });
});

describe('a cart line', () => {
  const props = { currency: 'USD', size: 'roomy' as const, busy: false, onQuantity: vi.fn(), onRemove: vi.fn() };

  it('shows the options, the tier, the price, what it was and the saving', () => {
    renderIn('en-US', <ul><CartLineItem line={line()} {...props} /></ul>);
    const item = within(screen.getByRole('listitem'));
    expect(item.getByRole('link', { name: 'Oak Desk' }).getAttribute('href')).toBe('/standing-desks/oak-desk');
    expect(item.getByText('Walnut')).toBeTruthy();
    expect(item.getByText('Buy more, save more: 10% off each')).toBeTruthy();
    expect(item.getByText('$900')).toBeTruthy();
    expect(item.getByText('$450 each')).toBeTruthy();
    expect(item.getByText('You save $100')).toBeTruthy();
  });

  it('names the add-on deal it gets from its main product, with the price it was', () => {
    const addOn = line({
      product_name: 'Monitor Arm',
      quantity: 2,
      unit_price: 10_000,
      compare_at_price: 10_000,
      tier_percent_off: null,
      line_total: 18_000,
      savings: 2_000,
      add_on_deal: { main_product_code: 'DH000001', main_product_name: 'Oak Desk', percent_off: 20, units: 1, unit_price: 8_000 },
    });
    renderIn('en-US', <ul><CartLineItem line={addOn} {...props} /></ul>);
    expect(screen.getByText('Add-on deal with Oak Desk: 20% off 1 of them')).toBeTruthy();
    expect(screen.getByText('$180')).toBeTruthy();
    expect(screen.getByText('You save $20')).toBeTruthy();
  });

  it('names the quantity still available when stock fell below the line, and keeps + off', () => {
    renderIn('en-US', <ul><CartLineItem line={line({ quantity: 4, max_quantity: 2, availability: { status: 'exceeds_stock', available_quantity: 2 } })} {...props} /></ul>);
    expect(screen.getByText('Only 2 available: lower the quantity to check out')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Increase the quantity of Oak Desk' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Decrease the quantity of Oak Desk' }).hasAttribute('disabled')).toBe(false);
  });

  it('offers only removal for a line that can no longer be bought', () => {
    renderIn('en-US', <ul><CartLineItem line={line({ availability: { status: 'unavailable', available_quantity: null } })} {...props} /></ul>);
    expect(screen.getByText('No longer available: remove it to check out')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Oak Desk from the cart' })).toBeTruthy();
  });
});
