import type { UniqueMember } from './rollup-increments';

/*
 * The distinct members (visitor, session, source, country of a day) this process has already
 * written to analytics_daily_uniques. A visitor sends dozens of events a day; only the first
 * needs the insert that tells whether it is new, so a flush leaves out the members it knows and
 * the embedded database does a fraction of the work. A member is remembered only once its
 * transaction committed; forgetting one (the bound, another process) costs one insert that finds
 * it there, never a wrong count.
 */

const LIMIT = 100_000;

const idOf = (member: UniqueMember) => `${member.day}\u0000${member.kind}\u0000${member.key}\u0000${member.member}`;

export interface KnownMembers {
  /** The members not known to be written yet. */
  unknown(members: readonly UniqueMember[]): UniqueMember[];
  /** Remembers members that are now in the table. */
  remember(members: readonly UniqueMember[]): void;
}

export function createKnownMembers(limit = LIMIT): KnownMembers {
  // A Map keeps insertion order: the first key is the one remembered longest ago.
  const known = new Map<string, true>();
  return {
    unknown: (members) => members.filter((member) => !known.has(idOf(member))),
    remember(members) {
      for (const member of members) {
        const id = idOf(member);
        known.delete(id);
        known.set(id, true);
      }
      while (known.size > limit) known.delete(known.keys().next().value!);
    },
  };
}
