/** Types of nonce-page-bodies.js (plain JS: the preloaded server hook requires it). */
export function createPageBodies(
  placeholder: string,
  budgetBytes?: number,
): { withNonce(text: string, nonce: Buffer): Buffer; size(): number };
