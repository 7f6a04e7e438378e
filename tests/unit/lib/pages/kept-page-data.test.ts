import { describe, expect, it } from 'vitest';
import { leaveOutKeptPageData } from '@/lib/pages/kept-page-data';

/* The first document's inline page data has no kept data; the page's own data keeps it (decision 0063). */

describe('leaveOutKeptPageData', () => {
  it('writes the page data without what only kept markup renders', () => {
    const pageProps = { state: { q: 'desk' }, kept: { items: ['row'] } };
    const nextData = { props: { pageProps, __N_SSP: true }, page: '/search' };
    leaveOutKeptPageData(nextData);
    expect(JSON.parse(JSON.stringify(nextData))).toEqual({ props: { pageProps: { state: { q: 'desk' } }, __N_SSP: true }, page: '/search' });
  });

  it('leaves the props object itself whole: it is also the page data client-side navigations fetch', () => {
    const pageProps = { kept: { items: ['row'] } };
    const props = { pageProps };
    leaveOutKeptPageData({ props });
    expect(props.pageProps).toBe(pageProps);
    expect(pageProps.kept).toEqual({ items: ['row'] });
  });

  it('changes nothing on a page without kept data', () => {
    const props = { pageProps: { product: { name: 'Desk' } } };
    const nextData = { props };
    leaveOutKeptPageData(nextData);
    expect(nextData.props).toBe(props);
  });
});
