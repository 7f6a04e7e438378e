import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd, organizationJsonLd, serializeJsonLd, webSiteJsonLd } from '@/lib/seo/json-ld';

const SITE = 'https://deskhaus.example';

describe('JSON-LD shapes', () => {
  it('describes the Organization with name, url and logo', () => {
    expect(organizationJsonLd({ name: 'Deskhaus', url: SITE, logo: `${SITE}/favicon.svg` })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Deskhaus',
      url: SITE,
      logo: `${SITE}/favicon.svg`,
    });
  });

  it('describes the WebSite with a SearchAction on /search?q=', () => {
    expect(webSiteJsonLd({ name: 'Deskhaus', url: SITE, searchUrlTemplate: `${SITE}/search?q={search_term_string}` })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Deskhaus',
      url: SITE,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${SITE}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('numbers breadcrumbs from 1 and resolves their paths to URLs', () => {
    const list = breadcrumbListJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Standing desks', path: '/standing-desks' },
      ],
      (path) => `${SITE}${path === '/' ? '' : path}`,
    );
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: SITE },
        { '@type': 'ListItem', position: 2, name: 'Standing desks', item: `${SITE}/standing-desks` },
      ],
    });
  });
});

describe('JSON-LD serialization', () => {
  const hostile = { '@type': 'Product', name: '</script><script>alert(1)</script> & more\u2028' };

  it('escapes "<" so a value cannot close the script element', () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toContain('<');
    expect(json).not.toContain('</script');
  });

  it('escapes ">", "&" and line separators too', () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[>&\u2028\u2029]/);
  });

  it('is still JSON that reads back to the same object', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });
});
