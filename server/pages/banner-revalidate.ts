/* A page with banners is rebuilt at the next start or end of one (decision 0035); the browser
 * hides and shows them at the exact second meanwhile. Never sooner than this, to spare the server. */
const MIN_SECONDS = 30;

export function bannerRevalidateSeconds(usual: number, nextChangeAt: Date | null, now: Date = new Date()): number {
  if (!nextChangeAt) return usual;
  const seconds = Math.ceil((nextChangeAt.getTime() - now.getTime()) / 1000) + 1;
  return Math.min(usual, Math.max(MIN_SECONDS, seconds));
}

/** The sooner of two next-change times (a listing's flash sale, a banner edge). */
export function earliestChange(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a.getTime() <= b.getTime() ? a : b;
}
