import { describe, expect, it } from 'vitest';
import { HERO_PICTURE_WIDTHS, SQUARE_PICTURE_WIDTHS } from '@/lib/images/product-image-loader';
import { renderPlan } from '@/server/catalog/media/render-plan';

describe('renderPlan', () => {
  it('serves every width exactly once', () => {
    for (const widths of [SQUARE_PICTURE_WIDTHS, HERO_PICTURE_WIDTHS]) {
      const served = renderPlan(widths).flatMap((step) => step.widths);
      expect([...served].sort((a, b) => a - b)).toEqual([...widths].sort((a, b) => a - b));
    }
  });

  it('never shrinks a render to less than half its size', () => {
    for (const step of renderPlan(SQUARE_PICTURE_WIDTHS)) {
      expect(step.widths[0]).toBe(step.render);
      for (const width of step.widths) expect(width * 2).toBeGreaterThanOrEqual(step.render);
    }
  });
});
