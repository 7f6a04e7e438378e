import { useMemo } from 'react';
import { HomeView } from '@/components/home/home-view';
import { packRows, unpackRows } from '@/lib/catalog/packed-rows';
import type { HomeKeptData, HomePageProps } from '@/server/pages/home-page-props';

export { getHomePageProps as getStaticProps } from '@/server/pages/home-page-props';

const NONE = { categories: [], bestSellers: packRows([]), saleItems: packRows([]) } satisfies HomeKeptData;

export default function HomePage({ kept = NONE, banners }: HomePageProps) {
  // Only the kept sections and shelves read these, and in the first document they keep the
  // server's markup: there they are absent (decision 0063).
  const bestSellers = useMemo(() => unpackRows(kept.bestSellers), [kept.bestSellers]);
  const saleItems = useMemo(() => unpackRows(kept.saleItems), [kept.saleItems]);
  return <HomeView categories={kept.categories} bestSellers={bestSellers} saleItems={saleItems} banners={banners} />;
}
