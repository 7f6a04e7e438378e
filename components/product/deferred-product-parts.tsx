import type { ComponentProps } from 'react';
import { LiveWhenNear, onDemandComponent } from '@/components/common/live-when-near';
import { serverProductSections, serverRelatedProducts } from '@/components/product/server-product-parts';
import type { ProductSections } from './product-sections';
import type { RelatedProducts } from './related-products';

type SectionsProps = ComponentProps<typeof ProductSections>;
type RelatedProps = ComponentProps<typeof RelatedProducts>;

const liveSections = onDemandComponent<SectionsProps>(() => import('./product-sections').then((module) => module.ProductSections));
const liveRelated = onDemandComponent<RelatedProps>(() => import('./related-products').then((module) => module.RelatedProducts));

/*
 * A product's sections (description, specifications, what is in the box) and its related
 * products have nothing to interact with but links: the page keeps the server's markup, and
 * their code loads only after a client-side move to a product (decision 0062).
 */
export function DeferredProductSections(props: SectionsProps) {
  return <LiveWhenNear server={serverProductSections} live={liveSections} props={props} until="navigation" />;
}

export function DeferredRelatedProducts(props: RelatedProps) {
  return <LiveWhenNear server={serverRelatedProducts} live={liveRelated} props={props} until="navigation" />;
}
