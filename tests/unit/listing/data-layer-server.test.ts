import { describe, expect, it } from 'vitest';
import { trackViewItem } from '@/lib/tracking/data-layer';

describe('tag-manager events on the server', () => {
  it('do nothing and do not throw while a page renders on the server', () => {
    expect(trackViewItem({ currency: 'USD', item: { id: 'A', name: 'A', priceMinor: 100 } })).toBeNull();
  });
});
