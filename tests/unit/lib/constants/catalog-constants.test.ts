import { describe, expect, it } from 'vitest';
import { CONTENT_SECTION, contentSectionId, contentSectionName, isContentSectionId } from '@/lib/constants/content-sections';
import { LABEL, PROJECT_REBUILD_LABEL, isLabelId, isProjectRebuildLabel, labelId, labelName } from '@/lib/constants/labels';
import { PRODUCT_KIND, isProductKind, productKindCode, productKindName } from '@/lib/constants/product-kinds';
import {
  DEFAULT_REVIEW_FILTER,
  DEFAULT_REVIEW_SORT,
  REVIEW_FILTERS,
  REVIEW_SORT,
  isReviewFilter,
  isReviewSort,
  reviewSortField,
  reviewSortOfField,
} from '@/lib/constants/review-options';
import { SPECIAL_SLUG, isSpecialSlug } from '@/lib/constants/special-slugs';

describe('content section ids (spec §9, public contract)', () => {
  it('keeps the exact ids, with no section 6', () => {
    expect(CONTENT_SECTION).toEqual({
      FEATURE: 1, SPECIFICATION: 2, SEO_INFO: 3, QUICKVIEW_FEATURE: 4, SUMMARY: 5, DESCRIPTION: 7,
      VENDOR_FEATURES: 8, VENDOR_DESCRIPTION: 9, FLOOR_PLANS: 10, MADE_FOR_YOU: 11,
    });
    expect(isContentSectionId(6)).toBe(false);
  });

  it('looks sections up by id and by name', () => {
    expect(contentSectionName(10)).toBe('FLOOR_PLANS');
    expect(contentSectionId('SEO_INFO')).toBe(3);
  });
});

describe('product kinds (spec §9, public contract)', () => {
  it('keeps the exact codes and looks them up', () => {
    expect(PRODUCT_KIND).toEqual({ PRODUCT: 1, POD: 2, NEW_PRODUCT: 3, GIFT_CARD: 4 });
    expect(productKindName(2)).toBe('POD');
    expect(productKindCode('GIFT_CARD')).toBe(4);
    expect(isProductKind(0)).toBe(false);
  });
});

describe('label ids (spec §9, public contract)', () => {
  it('keeps the exact ids, with PROJECT_REBUILD as chair 104 and pod 105', () => {
    expect(LABEL).toEqual({
      PRODUCT_NEW: 1, WARRANTY_20_YEAR: 20, SPECIAL_DEAL: 75, BEST_SELLER: 91, APRIL10: 100, PRE_ORDER: 101,
      AUTO_5OFF: 102, FUTURE_OF_WORK: 103, PROJECT_REBUILD_CHAIR: 104, PROJECT_REBUILD_POD: 105,
    });
    expect(PROJECT_REBUILD_LABEL).toEqual({ chair: 104, pod: 105 });
  });

  it('recognises both PROJECT_REBUILD ids and no other', () => {
    expect(isProjectRebuildLabel(104)).toBe(true);
    expect(isProjectRebuildLabel(105)).toBe(true);
    expect(isProjectRebuildLabel(103)).toBe(false);
  });

  it('looks labels up by id and by name', () => {
    expect(labelName(91)).toBe('BEST_SELLER');
    expect(labelId('PRE_ORDER')).toBe(101);
    expect(isLabelId(2)).toBe(false);
  });
});

describe('review options (spec §9)', () => {
  it('sorts "top" by useful_num and "latest" by date_created', () => {
    expect(REVIEW_SORT).toEqual({ top: 'useful_num', latest: 'date_created' });
    expect(reviewSortField('top')).toBe('useful_num');
    expect(reviewSortField('latest')).toBe('date_created');
    expect(reviewSortOfField('date_created')).toBe('latest');
  });

  it('offers the filters All and WithImages', () => {
    expect(REVIEW_FILTERS).toEqual(['All', 'WithImages']);
    expect(isReviewFilter('WithImages')).toBe(true);
    expect(isReviewFilter('withimages')).toBe(false);
  });

  it('refuses unknown sorts, such as a raw field name from a query string', () => {
    expect(isReviewSort('useful_num')).toBe(false);
    expect(reviewSortField('oldest')).toBeUndefined();
  });

  it('defaults to the top reviews, unfiltered', () => {
    expect(DEFAULT_REVIEW_SORT).toBe('top');
    expect(DEFAULT_REVIEW_FILTER).toBe('All');
  });
});

describe('special slugs (spec §9)', () => {
  it('names the bulk-order and work-pod pages', () => {
    expect(SPECIAL_SLUG).toEqual({ BULK_ORDERS: 'office-furniture-bulk-orders', WORK_POD: 'autonomous-work-pod' });
    expect(isSpecialSlug('autonomous-work-pod')).toBe(true);
    expect(isSpecialSlug('standing-desks')).toBe(false);
    expect(isSpecialSlug(undefined)).toBe(false);
  });
});
