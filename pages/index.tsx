import { useMemo } from 'react';
import { HomeView } from '@/components/home/home-view';
import { unpackRows } from '@/lib/catalog/packed-rows';
import type { HomePageProps } from '@/server/pages/home-page-props';

export { getHomePageProps as getStaticProps } from '@/server/pages/home-page-props';

export default function HomePage(props: HomePageProps) {
  const bestSellers = useMemo(() => unpackRows(props.bestSellers), [props.bestSellers]);
  const saleItems = useMemo(() => unpackRows(props.saleItems), [props.saleItems]);
  return <HomeView categories={props.categories} bestSellers={bestSellers} saleItems={saleItems} banners={props.banners} />;
}
