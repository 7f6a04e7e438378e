// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageHead } from '@/components/seo/page-head';

const router = vi.hoisted(() => ({ locale: 'en-US' as string | undefined, asPath: '/' }));

vi.mock('next/router', () => ({ useRouter: () => router }));
// next/head needs Next's head manager; inline children are enough to see the tags (React hoists them into document.head).
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }));

const SITE = 'https://deskhaus.example';

beforeEach(() => {
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', SITE);
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllEnvs();
  router.locale = 'en-US';
  router.asPath = '/';
});

function attribute(selector: string, name: string): string | null | undefined {
  return document.querySelector(selector)?.getAttribute(name);
}

/** What the server writes (it has no window), put in the document as the browser receives it. */
function renderOnServer(element: ReactElement): HTMLElement {
  vi.stubGlobal('window', undefined);
  const html = renderToString(element);
  vi.unstubAllGlobals();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

function jsonLdTypes(): string[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
  );
}

describe('PageHead', () => {
  it('renders title, description, keywords, robots and social tags', () => {
    render(<PageHead title="Office furniture" description="Desks and chairs." keywords={['desk', 'chair']} image="/og.webp" pageKind="home" />);
    expect(document.title).toBe('Office furniture | Deskhaus');
    expect(attribute('meta[name="description"]', 'content')).toBe('Desks and chairs.');
    expect(attribute('meta[name="keywords"]', 'content')).toBe('desk, chair');
    expect(attribute('meta[name="robots"]', 'content')).toBe('index, follow');
    expect(attribute('meta[property="og:url"]', 'content')).toBe(SITE);
    expect(attribute('meta[property="og:image"]', 'content')).toBe(`${SITE}/og.webp`);
    expect(attribute('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
  });

  it('renders the canonical without prefix in en-US and with it in fr-FR', () => {
    render(<PageHead title="Home" description="d" pageKind="home" />);
    expect(attribute('link[rel="canonical"]', 'href')).toBe(SITE);
    cleanup();
    router.locale = 'fr-FR';
    render(<PageHead title="Accueil" description="d" pageKind="home" />);
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${SITE}/fr-FR`);
  });

  it('renders the five alternate languages and x-default on the home page', () => {
    render(<PageHead title="Home" description="d" pageKind="home" />);
    const links = [...document.querySelectorAll('link[rel="alternate"]')];
    expect(links.map((link) => link.getAttribute('hreflang'))).toEqual(['en-US', 'fr-FR', 'en-CA', 'en-GB', 'de-DE', 'x-default']);
  });

  it('writes Organization and WebSite structured data on the home page, on the server', () => {
    renderOnServer(<PageHead title="Home" description="d" pageKind="home" />);
    expect(jsonLdTypes()).toEqual(['Organization', 'WebSite']);
  });

  it('builds no structured data in the browser, and keeps what the server wrote when it hydrates (decision 0064)', async () => {
    render(<PageHead title="Home" description="d" pageKind="home" />);
    expect(jsonLdTypes()).toEqual([]);
    cleanup();
    const page = <PageHead title="Home" description="d" pageKind="home" breadcrumbs={[{ name: 'Home', path: '/' }]} />;
    const container = renderOnServer(page);
    const root = await act(async () => hydrateRoot(container, page));
    expect(jsonLdTypes()).toEqual(['Organization', 'WebSite', 'BreadcrumbList']);
    expect(container.querySelector('script[type="application/ld+json"]')?.parentElement?.hidden).toBe(true);
    act(() => root.unmount());
    container.remove();
  });

  it("reads the search query from the router's path and keeps only q", () => {
    router.asPath = '/search?q=desk&sort=price';
    render(<PageHead title="Search" description="d" pageKind="search" />);
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${SITE}/search?q=desk`);
  });

  it('prefers the explicit path of a product page over the URL it was reached by', () => {
    router.locale = 'de-DE';
    router.asPath = '/standing-desks/smartdesk-pro?variant=3';
    render(<PageHead title="SmartDesk Pro" description="d" pageKind="product" path="/standing-desks/smartdesk-pro" />);
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${SITE}/de-DE/standing-desks/smartdesk-pro`);
    expect(attribute('meta[property="og:type"]', 'content')).toBe('product');
  });

  it('keeps the page number of a category page from an explicit query', () => {
    render(<PageHead title="Chairs" description="d" pageKind="category" path="/office-chairs" query={{ page: '2' }} />);
    expect(attribute('link[rel="canonical"]', 'href')).toBe(`${SITE}/office-chairs?page=2`);
  });

  it('marks a page flagged no-index', () => {
    router.asPath = '/cart';
    render(<PageHead title="Cart" description="d" pageKind="other" noIndex />);
    expect(attribute('meta[name="robots"]', 'content')).toBe('noindex, nofollow');
  });

  it('writes breadcrumbs and page structured data as escaped JSON-LD, on the server', () => {
    router.asPath = '/standing-desks/smartdesk-pro';
    renderOnServer(
      <PageHead
        title="SmartDesk"
        description="d"
        pageKind="product"
        breadcrumbs={[{ name: 'Standing desks', path: '/standing-desks' }]}
        jsonLd={{ '@context': 'https://schema.org', '@type': 'Product', name: '</script><b>x</b>' }}
      />,
    );
    expect(jsonLdTypes()).toEqual(['BreadcrumbList', 'Product']);
    const product = document.querySelectorAll('script[type="application/ld+json"]')[1];
    expect(product?.innerHTML).not.toContain('</script>');
    expect(document.querySelector('b')).toBeNull();
  });
});
