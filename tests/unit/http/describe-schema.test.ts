import { describe, expect, it } from 'vitest';
import type { ApiReferenceDocument } from '@/components/developers/api-reference-types';
import { describeSchema } from '@/components/developers/describe-schema';

const document: ApiReferenceDocument = {
  info: { title: 'T', version: '1', description: '' },
  servers: [{ url: '/api' }],
  tags: [],
  paths: {},
  components: {
    schemas: { Money: { type: 'object', description: 'Minor units.', properties: { amount: { type: 'integer' } }, required: ['amount'] } },
    responses: {},
    parameters: {},
  },
};

describe('describeSchema (reference page wording)', () => {
  it('names a referenced component and lists its fields', () => {
    const summary = describeSchema({ $ref: '#/components/schemas/Money' }, document);
    expect(summary).toMatchObject({ type: 'Money', description: 'Minor units.', refs: ['Money'], fields: [{ name: 'amount', required: true }] });
  });

  it('describes an array by its items and lists the items’ fields', () => {
    const summary = describeSchema({ type: 'array', items: { $ref: '#/components/schemas/Money' }, maxItems: 3 }, document);
    expect(summary.type).toBe('array of Money');
    expect(summary.notes).toContain('at most 3 items');
    expect(summary.fields?.map((f) => f.name)).toEqual(['amount']);
  });

  it('reads "X or null" for a nullable value', () => {
    expect(describeSchema({ anyOf: [{ type: 'string', format: 'email' }, { type: 'null' }] }, document)).toMatchObject({ type: 'string or null', notes: ['email'] });
  });

  it('lists enum values, ranges, lengths, patterns and defaults as notes', () => {
    expect(describeSchema({ type: 'string', enum: ['top', 'latest'], default: 'top' }, document).notes).toEqual(['one of: top, latest', 'default: top']);
    expect(describeSchema({ type: 'integer', minimum: 1, maximum: 100 }, document).notes).toEqual(['1 to 100']);
    expect(describeSchema({ type: 'string', minLength: 3, pattern: '^[A-Z]+$' }, document).notes).toEqual(['at least 3 characters', 'pattern ^[A-Z]+$']);
  });

  it('leaves out the safe-integer range zod puts on every integer', () => {
    expect(describeSchema({ type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }, document).notes).toEqual([]);
  });

  it('keeps the alternatives of a union', () => {
    const summary = describeSchema({ anyOf: [{ type: 'string' }, { type: 'integer' }] }, document);
    expect(summary.type).toBe('one of');
    expect(summary.variants).toHaveLength(2);
  });

  it('calls a schema without a type "any"', () => {
    expect(describeSchema({}, document).type).toBe('any');
  });
});
