import { HomeView } from '@/components/home/home-view';
import type { HomePageProps } from '@/server/pages/home-page-props';

export { getHomePageProps as getStaticProps } from '@/server/pages/home-page-props';

export default function HomePage(props: HomePageProps) {
  return <HomeView categories={props.categories} bestSellers={props.bestSellers} saleItems={props.saleItems} banners={props.banners} />;
}
