import { describe, expect, it } from 'vitest';
import { isJsonMediaType } from '@/server/http/read-body';

describe('isJsonMediaType', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON', 'application/problem+json', 'application/merge-patch+json'])(
    'accepts %s',
    (type) => {
      expect(isJsonMediaType(type)).toBe(true);
    },
  );

  it.each([undefined, '', 'text/plain', 'application/jsonp', 'application/json-seq', 'text/json', 'multipart/form-data'])('refuses %s', (type) => {
    expect(isJsonMediaType(type)).toBe(false);
  });
});
