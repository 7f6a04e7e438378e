import { describe, expect, it } from 'vitest';
import { reportedValueOf } from '@/components/layout/report-web-vital';

describe('web vitals reporting (spec §7)', () => {
  it('scales CLS by 1000', () => {
    expect(reportedValueOf({ name: 'CLS', value: 0.042 })).toBe(42);
  });

  it('reports the other metrics in whole milliseconds as measured', () => {
    expect(reportedValueOf({ name: 'LCP', value: 1834.6 })).toBe(1835);
    expect(reportedValueOf({ name: 'INP', value: 72 })).toBe(72);
  });
});
