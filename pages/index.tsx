import { useMemo } from 'react';
import { HomeView } from '@/components/home/home-view';
import { unpackRows } from '@/lib/catalog/packed-rows';
import type { HomePageProps } from '@/server/pages/home-page-props';

export { getHomePageProps as getStaticProps } from '@/server/pages/home-page-props';

export default function HomePage({ kept, banners }: HomePageProps) {
  // Only the kept sections and shelves read these, and in the first document they keep the
  // server's markup: there they are absent (decision 0063).
  const bestSellers = useMemo(() => (kept ? unpackRows(kept.bestSellers) : []), [kept]);
  const saleItems = useMemo(() => (kept ? unpackRows(kept.saleItems) : []), [kept]);
  return <HomeView categories={kept?.categories ?? []} bestSellers={bestSellers} saleItems={saleItems} banners={banners} />;
}
