import { describe, expect, it } from 'vitest';
import { createKnownMembers } from '@/server/analytics/rollups/known-members';
import type { UniqueMember } from '@/server/analytics/rollups/rollup-increments';

const visitor = (member: string, day = '2026-11-27'): UniqueMember => ({ day, kind: 'visitor', key: '', member });

describe('the members a flush leaves out', () => {
  it('leaves out only the members written before, the same visitor on another day being new', () => {
    const known = createKnownMembers();
    known.remember([visitor('u-1')]);
    expect(known.unknown([visitor('u-1'), visitor('u-2'), visitor('u-1', '2026-11-28')])).toEqual([visitor('u-2'), visitor('u-1', '2026-11-28')]);
  });

  it('forgets the member remembered longest ago past its bound, so it is written (and found there) again', () => {
    const known = createKnownMembers(2);
    known.remember([visitor('u-1'), visitor('u-2')]);
    known.remember([visitor('u-3')]);
    expect(known.unknown([visitor('u-1'), visitor('u-2'), visitor('u-3')])).toEqual([visitor('u-1')]);
  });
});
