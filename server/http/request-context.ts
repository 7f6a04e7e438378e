import type { NextApiRequest, NextApiResponse } from 'next';
import { DEFAULT_LOCALE, isLocale, languageOfLocale, type Language, type Locale } from '../../lib/i18n/locales';
import type { AccessClaims } from './access-token';

export type Caller = { kind: 'anonymous' } | ({ kind: 'user' } & AccessClaims);

export interface RequestContext<TParams, TQuery, TBody> {
  req: NextApiRequest;
  res: NextApiResponse;
  params: TParams;
  query: TQuery;
  body: TBody;
  caller: Caller;
  locale: Locale;
  language: Language;
  requestId: string;
  /** Overrides the HTTP status of a successful answer (default 200). */
  setStatus(code: number): void;
}

/** The header in which the client sends its locale (spec §7); "location" per the spec's wording. */
export const LOCALE_HEADER = 'location';

export function localeFromRequest(req: NextApiRequest): Locale {
  const raw = req.headers[LOCALE_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function languageFromRequest(req: NextApiRequest): Language {
  return languageOfLocale(localeFromRequest(req));
}
