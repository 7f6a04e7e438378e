/*
 * Worker groups (decision 0029): every group costs a worker of its own, with its server and its
 * database copy, started when the shared tests are done. Specs that need a database away from the
 * shared one, but not from each other, share this group: the tracking spec (the seeded shopper),
 * referrals (moves the referral clock), the content editor (changes the blog's first page) and
 * brand orders (the seeded Nordvik owner). None of them touches what another of them reads.
 * A spec that would collide with one of these (brand-team also signs the Nordvik owner in) keeps
 * a group of its own.
 */
export const OWN_DATABASE_GROUP = 'own-database';
