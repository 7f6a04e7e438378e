import { describe, expect, it } from 'vitest';
import { blockInputText, landingBlockInputSchema, landingHrefSchema, renderBlockContent, type LandingBlockInput } from '@/lib/content/landing-blocks';

const same = <T>(value: T) => ({ en: value, fr: value, de: value });

describe('landing block schemas', () => {
  it('accept store paths, anchors and mailto, and refuse other links', () => {
    for (const href of ['/standing-desks', '/help-center/payments/can-i-pay-with-cryptocurrency', '#the-plan', 'mailto:press@deskhaus.example']) expect(landingHrefSchema.safeParse(href).success, href).toBe(true);
    for (const href of ['javascript:alert(1)', '//evil.example', 'https://evil.example', 'data:text/html,x']) expect(landingHrefSchema.safeParse(href).success, href).toBe(false);
  });

  it('need a picture for a picture block, a query for a product grid and one value per column', () => {
    expect(landingBlockInputSchema.safeParse({ type: 'picture', settings: {}, text: same({ alt: 'A desk', caption: '' }) }).success).toBe(false);
    expect(landingBlockInputSchema.safeParse({ type: 'products', settings: { limit: 4 }, text: same({ heading: 'Desks', lead: '' }) }).success).toBe(false);
    expect(landingBlockInputSchema.safeParse({ type: 'products', settings: { collection: 'sale' }, text: same({ heading: 'Sale', lead: '' }) }).success).toBe(true);
    const table = (values: string[]) => ({ type: 'comparison', settings: {}, text: same({ heading: 'Compare', columns: ['A', 'B'], rows: [{ label: 'Size', values }] }) });
    expect(landingBlockInputSchema.safeParse(table(['1', '2'])).success).toBe(true);
    expect(landingBlockInputSchema.safeParse(table(['1'])).success).toBe(false);
  });
});

describe('stored block words', () => {
  it('render Markdown escaped, keep FAQ answer text, and give the editor back what it typed', () => {
    const faq: LandingBlockInput = { type: 'faq', settings: {}, text: same({ heading: 'FAQ', items: [{ question: 'Returns?', answer: 'Within **30 days** <b>x</b>' }] }) };
    const stored = renderBlockContent(faq, 'fr');
    expect(stored).toEqual({ heading: 'FAQ', items: [{ question: 'Returns?', answer: 'Within **30 days** <b>x</b>', answerHtml: '<p>Within <strong>30 days</strong> &lt;b&gt;x&lt;/b&gt;</p>', answerText: 'Within 30 days <b>x</b>' }] });
    expect(blockInputText('faq', stored)).toEqual(faq.text.fr);
    const text: LandingBlockInput = { type: 'text', settings: {}, text: same({ heading: '', markdown: '## Title\n\nBody' }) };
    expect(blockInputText('text', renderBlockContent(text, 'de'))).toEqual({ heading: '', markdown: '## Title\n\nBody' });
  });
});
