import { describe, expect, it } from 'vitest';
import { buildPageHeadModel, type PageHeadInput } from '@/lib/seo/page-head-model';
import { buildPageJsonLd } from '@/lib/seo/page-json-ld';

const SITE = 'https://deskhaus.example';

/** The head's tags and, beside them, the structured data the server writes for the same inputs. */
function model(overrides: Partial<PageHeadInput> = {}) {
  const input: PageHeadInput = {
    siteUrl: SITE,
    storeName: 'Deskhaus',
    title: 'Standing desks',
    description: 'Height-adjustable desks.',
    pageKind: 'category',
    pathname: '/standing-desks',
    locale: 'en-US',
    ...overrides,
  };
  return { ...buildPageHeadModel(input), jsonLd: buildPageJsonLd(input) };
}

function metaContent(head: ReturnType<typeof model>, key: string): string | undefined {
  return head.meta.find((tag) => tag.key === key)?.content;
}

function jsonLdTypes(head: ReturnType<typeof model>): string[] {
  return head.jsonLd.map((block) => (JSON.parse(block.json) as { '@type': string })['@type']);
}

describe('page head model', () => {
  it('suffixes the title with the store name', () => {
    expect(model().title).toBe('Standing desks | Deskhaus');
  });

  it('renders description, keywords and robots as named meta tags', () => {
    const head = model({ keywords: ['desk', ' standing desk ', ''] });
    expect(metaContent(head, 'description')).toBe('Height-adjustable desks.');
    expect(metaContent(head, 'keywords')).toBe('desk, standing desk');
    expect(metaContent(head, 'robots')).toBe('index, follow');
  });

  it('has no keywords tag without keywords', () => {
    expect(metaContent(model(), 'keywords')).toBeUndefined();
  });

  it('fills the Open Graph tags from the title, description, canonical URL and locale', () => {
    const head = model({ locale: 'fr-FR', image: '/generated/desk.webp' });
    expect(head.meta.filter((tag) => tag.property).map((tag) => [tag.property, tag.content])).toEqual([
      ['og:site_name', 'Deskhaus'],
      ['og:type', 'website'],
      ['og:title', 'Standing desks | Deskhaus'],
      ['og:description', 'Height-adjustable desks.'],
      ['og:url', `${SITE}/fr-FR/standing-desks`],
      ['og:locale', 'fr_FR'],
      ['og:image', `${SITE}/generated/desk.webp`],
    ]);
  });

  it('marks product pages with og:type product', () => {
    expect(metaContent(model({ pageKind: 'product', pathname: '/standing-desks/smartdesk' }), 'og:type')).toBe('product');
  });

  it('uses a large Twitter card only when there is a picture', () => {
    expect(metaContent(model(), 'twitter:card')).toBe('summary');
    const withImage = model({ image: 'https://cdn.example/desk.webp' });
    expect(metaContent(withImage, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(withImage, 'og:image')).toBe('https://cdn.example/desk.webp');
  });

  it('leaves the title, description and picture to the og: tags X falls back to', () => {
    const head = model({ image: 'https://cdn.example/desk.webp' });
    for (const name of ['twitter:title', 'twitter:description', 'twitter:image']) expect(metaContent(head, name)).toBeUndefined();
    expect(metaContent(head, 'og:title')).toBeTruthy();
    expect(metaContent(head, 'og:description')).toBeTruthy();
  });

  it('links the canonical URL', () => {
    const head = model({ pathname: '/standing-desks/', query: { page: '2', sort: 'price' } });
    expect(head.canonical).toBe(`${SITE}/standing-desks?page=2`);
    expect(head.links[0]).toEqual({ key: 'canonical', rel: 'canonical', href: `${SITE}/standing-desks?page=2` });
  });

  it('adds the alternate-language links on standing desks', () => {
    const alternates = model().links.filter((link) => link.rel === 'alternate');
    expect(alternates.map((link) => link.hrefLang)).toEqual(['en-US', 'fr-FR', 'en-CA', 'en-GB', 'de-DE', 'x-default']);
    expect(new Set(alternates.map((link) => link.key)).size).toBe(6);
  });

  it('has no alternate-language links on other pages', () => {
    expect(model({ pathname: '/sale', pageKind: 'other' }).links).toHaveLength(1);
  });

  it('does not index a page flagged no-index', () => {
    expect(metaContent(model({ noIndex: true }), 'robots')).toBe('noindex, nofollow');
  });

  it('does not index a blog post in French and keeps its canonical unprefixed', () => {
    const head = model({ locale: 'fr-FR', pageKind: 'other', pathname: '/ourblog/posture' });
    expect(head.robots).toBe('noindex, nofollow');
    expect(head.canonical).toBe(`${SITE}/ourblog/posture`);
  });

  it('adds Organization and WebSite structured data on the home page', () => {
    const head = model({ pageKind: 'home', pathname: '/', locale: 'de-DE' });
    expect(jsonLdTypes(head)).toEqual(['Organization', 'WebSite']);
    const [organization, webSite] = head.jsonLd.map((block) => JSON.parse(block.json) as Record<string, unknown>);
    expect(organization).toMatchObject({ name: 'Deskhaus', url: SITE, logo: `${SITE}/favicon.svg` });
    expect(webSite).toMatchObject({
      url: `${SITE}/de-DE`,
      potentialAction: { target: { urlTemplate: `${SITE}/de-DE/search?q={search_term_string}` } },
    });
  });

  it('has no Organization or WebSite data on other pages', () => {
    expect(model().jsonLd).toEqual([]);
  });

  it('turns breadcrumbs into a BreadcrumbList of canonical URLs in the page locale', () => {
    const head = model({ locale: 'en-GB', breadcrumbs: [{ name: 'Home', path: '/' }, { name: 'Standing desks', path: '/standing-desks' }] });
    const list = JSON.parse(head.jsonLd[0]?.json ?? '{}') as { itemListElement: { item: string }[] };
    expect(list.itemListElement.map((element) => element.item)).toEqual([`${SITE}/en-GB`, `${SITE}/en-GB/standing-desks`]);
  });

  it('appends the page structured data after its own, each with a distinct key', () => {
    const head = model({
      breadcrumbs: [{ name: 'Home', path: '/' }],
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'Product', name: 'A' },
        { '@context': 'https://schema.org', '@type': 'Product', name: 'B' },
      ],
    });
    expect(jsonLdTypes(head)).toEqual(['BreadcrumbList', 'Product', 'Product']);
    expect(head.jsonLd.map((block) => block.key)).toEqual(['jsonld-BreadcrumbList', 'jsonld-Product', 'jsonld-Product-2']);
  });

  it('gives page structured data the schema.org context when it has none', () => {
    const head = model({ jsonLd: { '@type': 'Product', name: 'A' } });
    expect(JSON.parse(head.jsonLd[0]?.json ?? '{}')).toEqual({ '@context': 'https://schema.org', '@type': 'Product', name: 'A' });
  });

  it('escapes the structured data for an inline script', () => {
    const head = model({ jsonLd: { '@type': 'Product', name: '</script>' } });
    expect(head.jsonLd[0]?.json).not.toContain('</script>');
  });

  it('gives every meta and link tag a distinct key', () => {
    const head = model({ pageKind: 'home', pathname: '/', image: '/a.webp', keywords: 'desk' });
    const keys = [...head.meta, ...head.links].map((tag) => tag.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
