// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { SearchForm } from '@/components/common/search-form';
import { HighlightedText } from '@/components/search/highlighted-text';
import type { SuggestionsData } from '@/lib/search/search-types';
import { resetRouter, router } from '../layout/router-mock';
import { renderSearch } from './support/render-search';

vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);
// A plain element stands in for the optimised picture: the test reads roles and text only.
vi.mock('next/image', () => ({ default: (props: { alt: string }) => <span role="img" aria-label={props.alt} /> }));

const apiGet = vi.hoisted(() => vi.fn());
vi.mock('@/services/api-client', () => ({ apiGet }));

const price = { amount: 59_900, compareAtAmount: null, currency: 'USD', flashSalePercentOff: null };
const answer: SuggestionsData = {
  query: 'sta',
  correctedQuery: null,
  products: [
    { code: 'A1', name: 'Lumo Standing Desk', nameHighlight: [{ start: 5, end: 13 }], imageKey: 'desk', price, path: '/standing-desks/lumo-standing-desk' },
    { code: 'A2', name: 'Nimbus Standing Desk', nameHighlight: [{ start: 7, end: 15 }], imageKey: 'desk', price, path: '/standing-desks/nimbus-standing-desk' },
  ],
  categories: [{ slug: 'standing-desks', name: 'Standing Desks', path: '/standing-desks' }],
};

function renderForm() {
  // A fresh SWR cache per test: each test sees its own requests.
  return renderSearch(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SearchForm />
    </SWRConfig>,
  );
}

async function typeInto(text: string): Promise<HTMLElement> {
  const input = screen.getByRole('searchbox', { name: 'Search the store' });
  fireEvent.focus(input);
  const combobox = await screen.findByRole('combobox', { name: 'Search the store' });
  fireEvent.change(combobox, { target: { value: text } });
  return combobox;
}

describe('suggestions in the header search box', () => {
  beforeEach(() => {
    resetRouter();
    apiGet.mockReset();
    apiGet.mockResolvedValue(answer);
  });
  afterEach(cleanup);

  it('is a plain search box until focused, then a combobox with a listbox of products and categories', async () => {
    renderForm();
    const input = await typeInto('sta');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Lumo Standing Desk'),
      expect.stringContaining('Nimbus Standing Desk'),
      'Standing Desks',
      'See all results for “sta”',
    ]);
    expect(screen.getByRole('status').textContent).toBe('4 suggestions available. Use the up and down arrows to review.');
  });

  it('asks once typing pauses, and aborts a request a newer one replaces', async () => {
    let firstSignal: AbortSignal | undefined;
    apiGet.mockImplementationOnce((_path: string, _params: unknown, options: { signal: AbortSignal }) => {
      firstSignal = options.signal;
      return new Promise(() => undefined);
    });
    renderForm();
    const input = await typeInto('s');
    fireEvent.change(input, { target: { value: 'st' } });
    fireEvent.change(input, { target: { value: 'sta' } });
    await waitFor(() => expect(apiGet).toHaveBeenCalledTimes(1));
    expect(apiGet).toHaveBeenCalledWith('/v1/search/suggestions', { q: 'sta' }, expect.anything());
    fireEvent.change(input, { target: { value: 'stan' } });
    await waitFor(() => expect(apiGet).toHaveBeenCalledTimes(2));
    expect(firstSignal?.aborted).toBe(true);
  });

  it('moves through the options with the arrow keys and opens the active one with Enter', async () => {
    renderForm();
    const input = await typeInto('sta');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const first = screen.getAllByRole('option')[0];
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[3]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(router.push).toHaveBeenCalledWith('/standing-desks/lumo-standing-desk');
  });

  it('keeps the option a shopper moved to active when a newer answer still lists it, and drops it when not', async () => {
    const nimbus = answer.products[1]!;
    const lumo = answer.products[0]!;
    apiGet.mockResolvedValueOnce(answer).mockResolvedValueOnce({ ...answer, query: 'stan', products: [nimbus, lumo] }).mockResolvedValueOnce({ ...answer, query: 'stand', products: [nimbus] });
    renderForm();
    const input = await typeInto('sta');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]?.textContent).toContain('Lumo');

    // Typing went on while the first option was active: Lumo is now second, and still active.
    fireEvent.change(input, { target: { value: 'stan' } });
    await waitFor(() => expect(apiGet).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getAllByRole('option')[1]?.textContent).toContain('Lumo'));
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);

    // A list without it: nothing is active, and Enter searches for what was typed. The input
    // changes with the list, before the frame is painted: never naming an option that is gone.
    fireEvent.change(input, { target: { value: 'stand' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('closes with Escape, and Enter without an active option searches what was typed', async () => {
    renderForm();
    const input = await typeInto('sta');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.submit(input.closest('form') as HTMLFormElement);
    });
    expect(router.push).toHaveBeenCalledWith({ pathname: '/search', query: { q: 'sta' } });
  });

  it('says when nothing matches instead of showing an empty list', async () => {
    apiGet.mockResolvedValue({ query: 'zzz', correctedQuery: null, products: [], categories: [] });
    renderForm();
    const input = await typeInto('zzz');
    expect(await screen.findByText('No suggestions. Press Enter to search.')).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('highlighted text', () => {
  afterEach(cleanup);

  it('marks the ranges and shows markup in names as text', () => {
    const { container } = renderSearch(<HighlightedText text={'<script>alert(1)</script> Oak Desk'} ranges={[{ start: 26, end: 29 }]} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toBe('<script>alert(1)</script> Oak Desk');
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Oak']);
    expect(container.innerHTML).toContain('&lt;script&gt;');
  });
});
