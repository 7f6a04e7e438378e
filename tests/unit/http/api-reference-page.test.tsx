// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiReferenceIndex, ApiReferenceSection } from '@/components/developers/api-reference';
import type { ApiReferenceDocument } from '@/components/developers/api-reference-types';
import { sectionDocument, sectionSummaries } from '@/components/developers/api-sections';
import { defineEndpoint, type AnyContract } from '@/lib/contracts/endpoint';
import { buildOpenApiDocument } from '@/server/http/openapi/build-openapi-document';
import { queryInt } from '@/lib/contracts/query-schemas';

type Category = { name: string; children: Category[] };
const category: z.ZodType<Category> = z.object({ name: z.string(), get children() { return z.array(category); } }).meta({ id: 'Category' });

const contracts = [
  defineEndpoint({
    method: 'GET',
    path: '/v1/test/categories',
    summary: 'List the category tree',
    tags: ['Catalog'],
    auth: 'public',
    query: z.object({ depth: queryInt({ min: 1, max: 5 }).optional().describe('How many levels to return.') }),
    response: z.array(category),
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/v1/test/me/profile',
    summary: 'Update my profile',
    tags: ['Account'],
    auth: 'customer',
    body: z.object({ fullname: z.string().min(1).describe('First and last name.'), phone: z.string().optional() }),
    response: z.object({ updated: z.boolean() }),
  }),
] as AnyContract[];

const document = JSON.parse(JSON.stringify(buildOpenApiDocument(contracts, '1.2.3'))) as ReturnType<typeof buildOpenApiDocument>;

afterEach(cleanup);

const sections = sectionSummaries(document);

function renderIndex() {
  return render(<ApiReferenceIndex info={document.info} server={document.servers[0]?.url ?? ''} sections={sections} />);
}

function renderSection(tag: string) {
  return render(<ApiReferenceSection document={sectionDocument(document, tag) as ApiReferenceDocument} sections={sections} />);
}

describe('the API reference page', () => {
  it('indexes every endpoint under one heading per tag, each linking to its section page', () => {
    renderIndex();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Account', 'Catalog']);
    expect(screen.getByRole('navigation', { name: 'API sections' }).textContent).toContain('Account (1)');
    expect(screen.getByRole('link', { name: 'Account (1)' }).getAttribute('href')).toBe('/developers/api/account');
    const profile = screen.getByRole('link', { name: /\/api\/v1\/test\/me\/profile.*Update my profile/ });
    expect(profile.getAttribute('href')).toMatch(/^\/developers\/api\/account#.+/);
  });

  it('shows one section on its page, marked as the current one in the section links', () => {
    renderSection('Catalog');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Catalog');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([expect.stringContaining('/api/v1/test/categories')]);
    expect(screen.getByRole('link', { name: 'Catalog (1)' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Account (1)' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows each endpoint with its method, full path, summary and who may call it', () => {
    renderSection('Account');
    const profile = screen.getByRole('heading', { level: 3, name: /\/api\/v1\/test\/me\/profile/ }).closest('article');
    expect(profile).not.toBeNull();
    const card = within(profile as HTMLElement);
    expect(card.getByText('put')).toBeTruthy();
    expect(card.getByText('Update my profile')).toBeTruthy();
    expect(card.getByText('Customer bearer token')).toBeTruthy();
  });

  it('lists parameters with their type, bounds and description, including the locale header', () => {
    renderSection('Catalog');
    const categories = within(screen.getByRole('heading', { level: 3, name: /categories/ }).closest('article') as HTMLElement);
    const depth = categories.getByText('depth').closest('tr') as HTMLElement;
    expect(depth?.textContent).toContain('integer');
    expect(depth?.textContent).toContain('1 to 5');
    expect(depth?.textContent).toContain('How many levels to return.');
    expect(categories.getByText('location').closest('tr')?.textContent).toContain('header');
  });

  it('renders the request body fields with required markers and descriptions', () => {
    renderSection('Account');
    const profile = within(screen.getByRole('heading', { level: 3, name: /profile/ }).closest('article') as HTMLElement);
    expect(profile.getByText('Request body (required)')).toBeTruthy();
    expect(profile.getByText('fullname').closest('tr')?.textContent).toMatch(/required.*string.*First and last name\./);
    expect(profile.getByText('phone').closest('tr')?.textContent).toContain('optional');
  });

  it('renders the envelope data of the response and stops a recursive schema after one level', () => {
    renderSection('Catalog');
    const categories = within(screen.getByRole('heading', { level: 3, name: /categories/ }).closest('article') as HTMLElement);
    expect(categories.getByText('Response 200: envelope data')).toBeTruthy();
    // Once for the data, once for its "children" field, which is not expanded again.
    expect(categories.getAllByText('array of Category')).toHaveLength(2);
    expect(categories.getByText(/Same shape as Category above \(recursive\)/)).toBeTruthy();
  });

  it('lists the error statuses an endpoint answers', () => {
    renderSection('Account');
    const profile = screen.getByRole('heading', { level: 3, name: /profile/ }).closest('article') as HTMLElement;
    const codes = within(profile).getAllByRole('listitem').map((item) => item.textContent?.slice(0, 3));
    expect(codes).toEqual(['400', '401', '403', '405', '413', '415', '500']);
  });

  it('links to the machine-readable OpenAPI document', () => {
    renderIndex();
    expect(screen.getByRole('link', { name: '/api/v1/openapi.json' }).getAttribute('href')).toBe('/api/v1/openapi.json');
  });
});
