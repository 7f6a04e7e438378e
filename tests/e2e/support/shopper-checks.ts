import type { ApiProduct } from './api-product';
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from './test';

/* What the focus, pop-up and header specs (issue 20 items 6, 7 and the header) check on a page. */

let plain: ApiProduct | undefined;

/** A fresh guest cart holding one plain house product (no sale, no tiers, not freight), as the CART_ID cookie. */
export async function guestCartWithPlainProduct(context: BrowserContext, request: APIRequestContext, baseURL: string | undefined): Promise<void> {
  for (let id = 1; id <= 180 && !plain; id += 1) {
    const response = await request.get(`/api/v1/catalog/products/DH${String(id).padStart(6, '0')}`);
    if (!response.ok()) continue;
    const candidate = ((await response.json()) as { data: ApiProduct }).data;
    const variant = candidate.variants.find((item) => item.isDefault) ?? candidate.variants[0];
    const isPlain = candidate.kind === 1 && !candidate.is_vendor_product && candidate.flash_sale === null && !candidate.has_flash_sale_v2;
    if (isPlain && candidate.priceTiers.length === 0 && candidate.availability.isPurchasable && variant && variant.stock >= 20) plain = candidate;
  }
  if (!plain) throw new Error('No seeded product fits the checkout tests');
  const variant = plain.variants.find((item) => item.isDefault) ?? plain.variants[0]!;
  const added = await request.post('/api/v1/cart/items', { data: { product_code: plain.product_url_code, variant_id: variant.id, quantity: 1 }, headers: { location: 'en-US' } });
  expect(added.status()).toBe(200);
  const cartId = ((await added.json()) as { data: { id: string } }).data.id;
  await context.addCookies([{ name: 'CART_ID', value: cartId, url: baseURL ?? 'http://127.0.0.1:3100' }]);
}

export async function answerConsent(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url: baseURL ?? 'http://127.0.0.1:3100' }]);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** What the focused element is, for a readable failure. */
export async function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''}`;
  });
}

/** WCAG relative luminance contrast of two CSS colours as the browser computed them ("rgb(…)"). */
export async function contrastOf(page: Page, first: string, second: string): Promise<number> {
  return page.evaluate(
    ([a, b]) => {
      const luminance = (color: string) => {
        const [r, g, bl] = (color.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number).map((value) => {
          const channel = value / 255;
          return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
      };
      const [light, dark] = [luminance(a!), luminance(b!)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    },
    [first, second],
  );
}

/** The focus ring of an element that has the focus: its outline as computed. */
export async function focusRing(locator: Locator): Promise<{ style: string; width: number; offset: number; color: string; background: string }> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      offset: Number.parseFloat(style.outlineOffset),
      color: style.outlineColor,
      background: style.backgroundColor,
    };
  });
}

/**
 * The hyphenated compounds ("Dual-Motor") of the elements' text that the browser laid out over
 * two lines: each compound's text range has all its boxes on one line, or it is listed.
 */
export async function brokenCompounds(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) => {
    const broken: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const text: { node: Text; start: number }[] = [];
      let whole = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        text.push({ node: node as Text, start: whole.length });
        whole += node.textContent ?? '';
      }
      const at = (offset: number) => {
        const piece = [...text].reverse().find((candidate) => candidate.start <= offset)!;
        return { node: piece.node, offset: Math.min(offset - piece.start, piece.node.length) };
      };
      for (const match of whole.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu)) {
        const range = document.createRange();
        const start = at(match.index);
        const end = at(match.index + match[0].length - 1);
        range.setStart(start.node, start.offset);
        range.setEnd(end.node, end.offset + 1);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** The form fields and buttons of the page that the fixed or in-flow consent layer overlaps on screen. */
export async function fieldsUnderConsentLayer(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const layer = document.querySelector('[data-testid="consent-layer"]');
    if (!layer) return ['(no consent layer)'];
    const box = layer.getBoundingClientRect();
    const covered: string[] = [];
    for (const field of document.querySelectorAll<HTMLElement>('main input, main select, main textarea, main button')) {
      if (layer.contains(field)) continue;
      const rect = field.getBoundingClientRect();
      const style = getComputedStyle(field);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      // Only what is on screen can be covered.
      if (rect.bottom <= 0 || rect.top >= window.innerHeight) continue;
      const overlaps = rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
      if (overlaps) covered.push(field.id || field.getAttribute('name') || field.textContent?.trim() || field.tagName);
    }
    return covered;
  });
}
