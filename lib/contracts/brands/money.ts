import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { brandParamsSchema } from './brand-params-schemas';
import { defineBrandEndpoint } from './define-brand-endpoint';
import { brandCommissionSchema, commissionBodySchema, dashboardQuerySchema, dashboardSchema, statementMonthsSchema, statementParamsSchema, statementSchema } from './money-schemas';

/* A brand's dashboard and statements (members: managers and owners; operators may read), and the commission operators set. */

const tags = ['Brands'];

export const brandDashboardEndpoint = defineBrandEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/dashboard',
  summary: 'Sales, orders, units and best sellers over a period, and what waits for the brand',
  description: 'Approved (or suspended) brands with a store. Days are UTC; a custom range is at most 366 days.',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  query: dashboardQuerySchema,
  response: dashboardSchema,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const statementMonthsEndpoint = defineBrandEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/statements',
  summary: 'The months a brand has a statement for',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  response: statementMonthsSchema,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const statementEndpoint = defineBrandEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/statements/{month}',
  summary: 'A brand’s statement for one month: gross sales, refunds, commission, net payable, lines',
  tags,
  auth: 'customer',
  params: statementParamsSchema,
  response: statementSchema,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const statementCsvEndpoint = defineBrandEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/statements/{month}/csv',
  summary: 'The same statement as CSV (every line, then the totals per currency)',
  description: 'text/csv; charset=utf-8 (no envelope), as an attachment, Cache-Control: private, no-store. Amounts in major units with a dot; refunds negative.',
  tags,
  auth: 'customer',
  params: statementParamsSchema,
  response: z.null(),
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const getBrandCommissionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/brands/{brandId}/commission',
  summary: 'A brand’s commission rate and who changed it when',
  tags: ['Admin'],
  auth: 'admin',
  params: brandParamsSchema,
  response: brandCommissionSchema,
  errors: ['NOT_FOUND'],
});

export const setBrandCommissionEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/v1/admin/brands/{brandId}/commission',
  summary: 'Set a brand’s commission rate (basis points): applies to orders placed from now on',
  description: 'Lines already sold keep the rate of their order. 409 for a brand without a store.',
  tags: ['Admin'],
  auth: 'admin',
  params: brandParamsSchema,
  body: commissionBodySchema,
  response: brandCommissionSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const brandMoneyEndpoints = [brandDashboardEndpoint, statementMonthsEndpoint, statementEndpoint, statementCsvEndpoint, getBrandCommissionEndpoint, setBrandCommissionEndpoint] as const;
