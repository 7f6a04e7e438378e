import { and, count, desc, eq, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, customers, inAppNotifications, loginChallenges, refreshTokens } from '../db/schema';

/*
 * The only file of the accounts module that touches the database; it returns plain objects.
 * Time comparisons use the database clock (now()) so that every instance agrees on when a code,
 * a link or a refresh token expires.
 */

// --- customers -------------------------------------------------------------------------------

export interface CustomerRecord {
  id: number;
  email: string;
  fullname: string;
  address: string;
  apartmentSuite: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phone: string;
  referralCode: string;
  referredByCustomerId: number | null;
  language: string;
  isSignUp: boolean;
  createdAt: Date;
  company: { id: number; name: string } | null;
}

export type ProfileFields = Partial<
  Pick<CustomerRecord, 'email' | 'fullname' | 'address' | 'apartmentSuite' | 'city' | 'state' | 'zipCode' | 'country' | 'phone'>
>;

const customerColumns = {
  id: customers.id,
  email: customers.email,
  fullname: customers.fullname,
  address: customers.address,
  apartmentSuite: customers.apartmentSuite,
  city: customers.city,
  state: customers.state,
  zipCode: customers.zipCode,
  country: customers.country,
  phone: customers.phone,
  referralCode: customers.referralCode,
  referredByCustomerId: customers.referredByCustomerId,
  language: customers.language,
  isSignUp: customers.isSignUp,
  createdAt: customers.createdAt,
  companyId: companies.id,
  companyName: companies.name,
};

async function selectCustomer(db: Db, where: SQL): Promise<CustomerRecord | undefined> {
  const [row] = await db.select(customerColumns).from(customers).leftJoin(companies, eq(companies.id, customers.companyId)).where(where).limit(1);
  if (!row) return undefined;
  const { companyId, companyName, ...customer } = row;
  return { ...customer, company: companyId !== null && companyName !== null ? { id: companyId, name: companyName } : null };
}

export function findCustomerById(db: Db, id: number): Promise<CustomerRecord | undefined> {
  return selectCustomer(db, eq(customers.id, id));
}

export function findCustomerByEmail(db: Db, email: string): Promise<CustomerRecord | undefined> {
  return selectCustomer(db, eq(sql`lower(${customers.email})`, email.toLowerCase()));
}

export async function findCustomerIdByReferralCode(db: Db, referralCode: string): Promise<number | undefined> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.referralCode, referralCode.toUpperCase())).limit(1);
  return row?.id;
}

/** Inserts a customer unless the e-mail (or, rarely, the referral code) is taken: undefined then. */
export async function insertCustomer(
  db: Db,
  values: { email: string; fullname: string; language: string; referralCode: string },
): Promise<number | undefined> {
  const [row] = await db.insert(customers).values(values).onConflictDoNothing().returning({ id: customers.id });
  return row?.id;
}

/** Flips isSignUp once; true only for the call that flipped it (the sign-up). */
export async function markSignedUp(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ isSignUp: true, signedUpAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(customers.id, id), eq(customers.isSignUp, false)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/**
 * Records who referred a customer, once: never over an existing referrer, never oneself, and
 * only while the account is younger than `maxAgeMs`.
 */
export async function setReferrerOnce(
  db: Db,
  input: { customerId: number; referrerId: number; utmCampaign: string | null; maxAgeMs: number },
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ referredByCustomerId: input.referrerId, signupUtmCampaign: input.utmCampaign, updatedAt: sql`now()` })
    .where(
      and(
        eq(customers.id, input.customerId),
        ne(customers.id, input.referrerId),
        isNull(customers.referredByCustomerId),
        sql`${customers.createdAt} > now() - ${input.maxAgeMs} * interval '1 millisecond'`,
      ),
    )
    .returning({ id: customers.id });
  return rows.length > 0;
}

export async function setSignupCampaignOnce(db: Db, customerId: number, utmCampaign: string): Promise<void> {
  await db
    .update(customers)
    .set({ signupUtmCampaign: utmCampaign })
    .where(and(eq(customers.id, customerId), isNull(customers.signupUtmCampaign)));
}

export async function updateCustomerFields(db: Db, id: number, fields: ProfileFields): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  await db
    .update(customers)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(customers.id, id));
}

// --- sign-in challenges ----------------------------------------------------------------------

export interface NewChallenge {
  email: string;
  codeHash: string;
  linkTokenHash: string;
  codeTtlMs: number;
  linkTtlMs: number;
  language: string;
  ip: string;
}

/** Supersedes the address's live challenges and starts a new one, atomically. */
export async function replaceChallenge(db: Db, challenge: NewChallenge): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(loginChallenges)
      .set({ supersededAt: sql`now()` })
      .where(and(eq(loginChallenges.email, challenge.email), isNull(loginChallenges.consumedAt), isNull(loginChallenges.supersededAt)));
    const [row] = await tx
      .insert(loginChallenges)
      .values({
        email: challenge.email,
        codeHash: challenge.codeHash,
        linkTokenHash: challenge.linkTokenHash,
        codeExpiresAt: sql`now() + ${challenge.codeTtlMs} * interval '1 millisecond'`,
        linkExpiresAt: sql`now() + ${challenge.linkTtlMs} * interval '1 millisecond'`,
        language: challenge.language,
        ip: challenge.ip,
      })
      .returning({ id: loginChallenges.id });
    if (!row) throw new Error('login challenge insert returned no row');
    return row.id;
  });
}

export interface ChallengeState {
  id: number;
  email: string;
  codeHash: string;
  attempts: number;
  consumed: boolean;
  superseded: boolean;
  codeExpired: boolean;
  linkExpired: boolean;
}

const challengeState = {
  id: loginChallenges.id,
  email: loginChallenges.email,
  codeHash: loginChallenges.codeHash,
  attempts: loginChallenges.attempts,
  consumed: sql<boolean>`${loginChallenges.consumedAt} is not null`,
  superseded: sql<boolean>`${loginChallenges.supersededAt} is not null`,
  codeExpired: sql<boolean>`${loginChallenges.codeExpiresAt} <= now()`,
  linkExpired: sql<boolean>`${loginChallenges.linkExpiresAt} <= now()`,
};

/** The address's newest challenge that is neither used nor superseded (it may have expired). */
export async function findLiveChallenge(db: Db, email: string): Promise<ChallengeState | undefined> {
  const [row] = await db
    .select(challengeState)
    .from(loginChallenges)
    .where(and(eq(loginChallenges.email, email), isNull(loginChallenges.consumedAt), isNull(loginChallenges.supersededAt)))
    .orderBy(desc(loginChallenges.createdAt), desc(loginChallenges.id))
    .limit(1);
  return row;
}

export async function findChallengeByLinkHash(db: Db, linkTokenHash: string): Promise<ChallengeState | undefined> {
  const [row] = await db.select(challengeState).from(loginChallenges).where(eq(loginChallenges.linkTokenHash, linkTokenHash)).limit(1);
  return row;
}

/**
 * Reserves one code try before the code is compared, in one statement: concurrent guesses
 * cannot get more than `maxAttempts` comparisons between them. Resolves to the tries used,
 * this one included, or undefined when the challenge has no try left (or is spent).
 */
export async function takeCodeAttempt(db: Db, id: number, maxAttempts: number): Promise<number | undefined> {
  const [row] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.id, id),
        lt(loginChallenges.attempts, maxAttempts),
        isNull(loginChallenges.consumedAt),
        isNull(loginChallenges.supersededAt),
      ),
    )
    .returning({ attempts: loginChallenges.attempts });
  return row?.attempts;
}

/** Marks a challenge used; false when another request used it first. */
export async function consumeChallenge(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.consumedAt), isNull(loginChallenges.supersededAt)))
    .returning({ id: loginChallenges.id });
  return rows.length > 0;
}

export async function deleteChallengesOlderThan(db: Db, ageMs: number): Promise<void> {
  await db.delete(loginChallenges).where(sql`${loginChallenges.createdAt} < now() - ${ageMs} * interval '1 millisecond'`);
}

// --- refresh tokens --------------------------------------------------------------------------

export async function insertRefreshToken(
  db: Db,
  token: { customerId: number; tokenHash: string; familyId: string; parentId: number | null; ttlMs: number },
): Promise<void> {
  await db.insert(refreshTokens).values({
    customerId: token.customerId,
    tokenHash: token.tokenHash,
    familyId: token.familyId,
    parentId: token.parentId,
    expiresAt: sql`now() + ${token.ttlMs} * interval '1 millisecond'`,
  });
}

export interface RefreshTokenState {
  id: number;
  customerId: number;
  familyId: string;
  rotated: boolean;
  revoked: boolean;
  expired: boolean;
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenState | undefined> {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      customerId: refreshTokens.customerId,
      familyId: refreshTokens.familyId,
      rotated: sql<boolean>`${refreshTokens.rotatedAt} is not null`,
      revoked: sql<boolean>`${refreshTokens.revokedAt} is not null`,
      expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks a token used, if it still can be: false when it was rotated, revoked or expired meanwhile. */
export async function claimRefreshToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt), sql`${refreshTokens.expiresAt} > now()`))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function revokeRefreshTokenFamily(db: Db, familyId: string, reason: 'sign-out' | 'reuse'): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

// --- in-app notifications --------------------------------------------------------------------

export async function insertNotification(db: Db, notification: { customerId: number; title: string; body: string }): Promise<void> {
  await db.insert(inAppNotifications).values(notification);
}

export interface NotificationRecord {
  id: number;
  title: string;
  body: string;
  createdAt: Date;
  readAt: Date | null;
}

export function listNotifications(db: Db, customerId: number, limit: number): Promise<NotificationRecord[]> {
  return db
    .select({ id: inAppNotifications.id, title: inAppNotifications.title, body: inAppNotifications.body, createdAt: inAppNotifications.createdAt, readAt: inAppNotifications.readAt })
    .from(inAppNotifications)
    .where(eq(inAppNotifications.customerId, customerId))
    .orderBy(desc(inAppNotifications.createdAt), desc(inAppNotifications.id))
    .limit(limit);
}

export async function countUnreadNotifications(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(inAppNotifications)
    .where(and(eq(inAppNotifications.customerId, customerId), isNull(inAppNotifications.readAt)));
  return row?.unread ?? 0;
}
