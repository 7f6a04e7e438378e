import dynamic from 'next/dynamic';
import type { SearchItemData } from '@/lib/search/search-types';

// The popup (Headless UI, its data and its pictures) loads only when a shopper asks for it.
const QuickViewDialog = dynamic(() => import('@/components/listing/quick-view-dialog').then((module) => module.QuickViewDialog), { ssr: false });

interface SearchQuickViewProps {
  code: string | null;
  items: readonly SearchItemData[];
  onClose(): void;
}

/** The category pages' quick-view popup over search results, while ?quickview={code} is in the URL (spec §2). */
export function SearchQuickView({ code, items, onClose }: SearchQuickViewProps) {
  if (code === null) return null;
  const item = items.find((candidate) => candidate.code === code);
  // Pods never open one (the parameter is ignored), as on category pages.
  if (item && !item.quickViewEnabled) return null;
  return <QuickViewDialog code={code} item={item} onClose={onClose} />;
}
