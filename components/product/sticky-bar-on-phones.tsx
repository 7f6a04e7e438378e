import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { BELOW_MD_MEDIA } from '@/lib/dom/breakpoint-media';
import type { StickyAddToCartBarProps } from './sticky-add-to-cart-bar';


/* The bar slides in from below: it has nothing to show until it is first needed. */
const StickyAddToCartBar = dynamic(() => import('./sticky-add-to-cart-bar').then((module) => module.StickyAddToCartBar), { ssr: false });

/**
 * The sticky add-to-cart bar, loaded the first time a phone-sized screen has the main button out
 * of view (issue 22): wider screens never display it, so they never load it, and the page's HTML
 * and first load carry neither its markup nor its code.
 */
export function StickyBarOnPhones(props: StickyAddToCartBarProps) {
  const { watch } = props;
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    const target = watch.current;
    if (needed || !target) return;
    const phone = window.matchMedia(BELOW_MD_MEDIA);
    let outOfView = false;
    const check = () => {
      if (phone.matches && outOfView) setNeeded(true);
    };
    const observer = new IntersectionObserver(([entry]) => {
      outOfView = entry ? !entry.isIntersecting : false;
      check();
    });
    observer.observe(target);
    phone.addEventListener('change', check);
    return () => {
      observer.disconnect();
      phone.removeEventListener('change', check);
    };
  }, [needed, watch]);

  return needed ? <StickyAddToCartBar {...props} /> : null;
}
