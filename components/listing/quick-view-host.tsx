import { useEffect, useRef } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import type { ListingItemData } from '@/lib/catalog/listing-types';
import type { ListingLocation } from './use-listing-query';

// The popup (Headless UI, its data and its pictures) loads only when a shopper asks for it.
const QuickViewDialog = dynamic(() => import('./quick-view-dialog').then((module) => module.QuickViewDialog), { ssr: false });

interface QuickViewHostProps {
  location: ListingLocation;
  /** The products on screen: a pod among them never opens, and the others open at once. */
  items: readonly ListingItemData[];
}

/**
 * Opens the quick-view popup while the URL says ?quickview={productCode} (spec §2), so the popup
 * can be linked to and Back closes it. Pods never get one (their param is ignored).
 */
export function QuickViewHost({ location, items }: QuickViewHostProps) {
  const router = useRouter();
  const code = location.quickView;
  const openedHere = useRef(false);
  const previousCode = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (!location.ready) return;
    // Opened by a click on this page (a history entry we pushed) or by the URL it was loaded with.
    if (code !== null) openedHere.current = previousCode.current === null;
    previousCode.current = code;
  }, [code, location.ready]);

  if (code === null) return null;
  const item = items.find((candidate) => candidate.code === code);
  if (item && !item.quickViewEnabled) return null;

  const close = () => {
    if (openedHere.current) router.back();
    else void location.navigate(location.query, { quickView: null, replace: true });
  };
  return <QuickViewDialog code={code} item={item} onClose={close} />;
}
