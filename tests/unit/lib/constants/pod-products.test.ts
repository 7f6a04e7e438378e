import { describe, expect, it } from 'vitest';
import { PRODUCT_KIND } from '@/lib/constants/product-kinds';
import { isPodProduct, isQuickViewDisabled } from '@/lib/constants/pod-products';

describe('isQuickViewDisabled (spec §2: no quick view for pods)', () => {
  it.each([
    'autonomous-work-pod',
    'work-pod',
    'WorkPod',
    'pod',
    'autonomous-pod',
    'game-pod',
    'gym-pod',
    'Focus Zone',
    'flex-zone',
    'studio-pod',
    'work-pod-flex',
    'WorkPod Spectrum',
    'autonomous-work-pod-sale',
    'game-pod-sale',
    'focus-zone-sale',
    'work-pod-spectrum-sale',
    'Autonomous Pods',
  ])('disables quick view for %s', (slugOrName) => {
    expect(isQuickViewDisabled(slugOrName)).toBe(true);
  });

  it.each(['smartdesk-pro', 'ergochair-flex', 'spectrum-monitor-arm', 'tripod-lamp', 'flexible-desk', 'podcast-microphone', 'zone-rug', ''])(
    'keeps quick view for %s',
    (slugOrName) => {
      expect(isQuickViewDisabled(slugOrName)).toBe(false);
    },
  );

  it('disables quick view for a product of kind pod whatever its name', () => {
    expect(isQuickViewDisabled('autonomous-cabin', PRODUCT_KIND.POD)).toBe(true);
    expect(isQuickViewDisabled('autonomous-cabin', PRODUCT_KIND.PRODUCT)).toBe(false);
  });

  it('ignores case and accents', () => {
    expect(isPodProduct('STUDIO PÖD')).toBe(true);
  });

  it('keeps quick view when there is no name', () => {
    expect(isQuickViewDisabled(undefined)).toBe(false);
    expect(isQuickViewDisabled(null)).toBe(false);
  });
});
