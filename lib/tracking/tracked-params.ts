/*
 * Tracked query params of spec §3: affiliate ids (rid, ranMID) and campaign tags (utm_*).
 * Campaign tags live in session storage for the visit; affiliate ids and a promo code go to the
 * cart cookies the checkout reads. Storage and cookies are injected so this file stays pure.
 */
import { COOKIE_KEYS, SESSION_KEYS } from '../constants/storage-keys';
import type { ConsentChoice } from '../storage/consent';
import { allowsNonEssential } from '../storage/consent';
import { readStored, removeStored, writeStored, type StorageLike } from '../storage/expiring-storage';

export const UTM_PARAM_NAMES = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmParamName = (typeof UTM_PARAM_NAMES)[number];

export const AFFILIATE_PARAM_NAMES = ['rid', 'ranMID'] as const;
export type AffiliateParamName = (typeof AFFILIATE_PARAM_NAMES)[number];

export const TRACKED_PARAM_NAMES = [...AFFILIATE_PARAM_NAMES, ...UTM_PARAM_NAMES] as const;
export type TrackedParamName = (typeof TRACKED_PARAM_NAMES)[number];

export type UtmParams = Partial<Record<UtmParamName, string>>;
export type TrackedParams = Partial<Record<TrackedParamName, string>>;

/** What saveTrackedParams stores: the tracked params plus a promo code, e.g. from a campaign link. */
export type TrackedParamsToSave = TrackedParams & { promotionCode?: string };

/** Next's router.query shape, or URLSearchParams from a plain URL. */
export type QueryLike = Readonly<Record<string, string | readonly string[] | undefined>> | URLSearchParams;

/**
 * How long the affiliate and promo cookies last. The spec does not say; 30 days is the usual
 * affiliate attribution window and is long enough for a considered furniture purchase.
 */
export const TRACKING_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Longer values are not ids or tags but junk or an attack; they are not stored. */
const MAX_PARAM_LENGTH = 200;

const UTM_STORAGE_KEY: Readonly<Record<UtmParamName, string>> = {
  utm_source: SESSION_KEYS.UTM_SOURCE,
  utm_medium: SESSION_KEYS.UTM_MEDIUM,
  utm_campaign: SESSION_KEYS.UTM_CAMPAIGN,
  utm_content: SESSION_KEYS.UTM_CONTENT,
  utm_term: SESSION_KEYS.UTM_TERM,
};

export interface CookieOptions {
  maxAgeSeconds: number;
}

/** The part of a cookie library the tracking needs (js-cookie in the browser, a header on the server). */
export interface CookieWriter {
  set(name: string, value: string, options: CookieOptions): void;
}

export interface TrackingStores {
  /** Session storage for the utm_* tags; undefined on the server or when storage is unavailable. */
  session: StorageLike | undefined;
  cookies: CookieWriter;
  /**
   * The shopper's consent choice. utm_* tags and affiliate ids are campaign tracking, which the
   * consent layer treats as non-essential; the promo code is essential because it is a discount
   * the shopper asked for.
   */
  consent: ConsentChoice | undefined;
}

function firstValue(query: QueryLike, name: string): string | undefined {
  const raw = query instanceof URLSearchParams ? query.get(name) : query[name];
  const value = typeof raw === 'string' ? raw : raw?.find((item) => item.trim() !== '');
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= MAX_PARAM_LENGTH ? trimmed : undefined;
}

/** Reads rid, ranMID and utm_* from a query; blank, over-long and absent values are left out. */
export function extractTrackedParams(query: QueryLike): TrackedParams {
  const params: TrackedParams = {};
  for (const name of TRACKED_PARAM_NAMES) {
    const value = firstValue(query, name);
    if (value !== undefined) params[name] = value;
  }
  return params;
}

function saveUtmParams(params: UtmParams, session: StorageLike | undefined): void {
  // A landing with any utm tag starts a new campaign: stale tags of an earlier one would mix
  // two campaigns in the reports, so the whole set is replaced. Internal links carry no tags
  // and keep the campaign of the visit.
  if (!UTM_PARAM_NAMES.some((name) => params[name] !== undefined)) return;
  for (const name of UTM_PARAM_NAMES) {
    const value = params[name];
    if (value === undefined) removeStored(session, UTM_STORAGE_KEY[name]);
    else writeStored(session, UTM_STORAGE_KEY[name], value);
  }
}

/** Stores tracked params where the rest of the store reads them (spec §3 "Browser storage"). */
export function saveTrackedParams(params: TrackedParamsToSave, stores: TrackingStores): void {
  const options: CookieOptions = { maxAgeSeconds: TRACKING_COOKIE_MAX_AGE_SECONDS };
  if (allowsNonEssential(stores.consent)) {
    saveUtmParams(params, stores.session);
    if (params.rid) stores.cookies.set(COOKIE_KEYS.CART_RID, params.rid, options);
    if (params.ranMID) stores.cookies.set(COOKIE_KEYS.CART_RANMID, params.ranMID, options);
  }
  const promotionCode = params.promotionCode?.trim();
  if (promotionCode) stores.cookies.set(COOKIE_KEYS.CART_PROMOTION_CODE, promotionCode, options);
}

/** The utm_* tags saved for this visit, for analytics events and the profile call. */
export function readStoredUtmParams(session: StorageLike | undefined): UtmParams {
  const params: UtmParams = {};
  for (const name of UTM_PARAM_NAMES) {
    const value = readStored<unknown>(session, UTM_STORAGE_KEY[name]);
    if (typeof value === 'string') params[name] = value;
  }
  return params;
}
