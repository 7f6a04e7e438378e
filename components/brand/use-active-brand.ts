import { useCallback, useState } from 'react';
import type { WorkspaceBrand } from '@/lib/contracts/brands/workspaces-schemas';

const ACTIVE_BRAND_KEY = 'deskhaus:active-brand';

function readSaved(): number | null {
  try {
    const saved = Number(window.localStorage.getItem(ACTIVE_BRAND_KEY));
    return Number.isInteger(saved) && saved > 0 ? saved : null;
  } catch {
    return null;
  }
}

/**
 * The brand a person in several brands is working for. The choice is remembered in this browser
 * only: it selects, it never authorises (every brand call is checked on the server).
 * Falls back to the first brand when the saved one is no longer theirs.
 */
export function useActiveBrand(brands: readonly WorkspaceBrand[] | undefined) {
  // Mounted only in the browser (behind RequireCustomer), so storage can be read at once.
  const [savedId, setSavedId] = useState<number | null>(() => (typeof window === 'undefined' ? null : readSaved()));

  const active = brands?.find((brand) => brand.id === savedId) ?? brands?.[0] ?? null;

  const switchTo = useCallback((brandId: number) => {
    try {
      window.localStorage.setItem(ACTIVE_BRAND_KEY, String(brandId));
    } catch {
      // Private mode without storage: the choice lasts until the page closes.
    }
    setSavedId(brandId);
  }, []);

  return { active, switchTo };
}
