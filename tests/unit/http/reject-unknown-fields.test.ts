import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rejectUnknownFields, stripsUnknownFields } from '@/server/http/reject-unknown-fields';

describe('rejectUnknownFields', () => {
  it('makes a plain z.object refuse unknown keys', () => {
    const schema = rejectUnknownFields(z.object({ a: z.string() }));
    expect(schema.safeParse({ a: 'x', b: 1 }).error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(schema.parse({ a: 'x' })).toEqual({ a: 'x' });
  });

  it('leaves a schema that opts in to extra keys as declared', () => {
    const loose = z.looseObject({ a: z.string() });
    expect(rejectUnknownFields(loose)).toBe(loose);
    const withCatchall = z.object({ a: z.string() }).catchall(z.number());
    expect(rejectUnknownFields(withCatchall)).toBe(withCatchall);
  });

  it('leaves non-object schemas alone', () => {
    const array = z.array(z.string());
    expect(rejectUnknownFields(array)).toBe(array);
    expect(stripsUnknownFields(array)).toBe(false);
  });

  it('makes the strict copy once per schema', () => {
    const schema = z.object({ a: z.string() });
    expect(rejectUnknownFields(schema)).toBe(rejectUnknownFields(schema));
  });
});
