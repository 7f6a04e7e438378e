/*
 * The account service (with zod and the API client behind it) is imported on first use: the
 * sign-in pages show their form at once and fetch this code while the shopper types. Call
 * `preloadAccountService` on focus to have it ready by the time the form is sent.
 */
export const loadAccountService = () => import('@/services/account-service');

export function preloadAccountService(): void {
  void loadAccountService().catch(() => {
    // A failed preload is retried by the real call, which reports the error.
  });
}
