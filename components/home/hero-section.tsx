import { preload } from 'react-dom';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { HOME_HERO_NAME, pictureFileUrl } from '@/lib/images/picture-urls';

/*
 * The hero as a plain <img> (decision 0054): next/image listed the 480 file four times over (for
 * its 160 to 480 widths), in the picture and again in its preload. Half a 1280 px page at 2x is
 * 1280 px; a phone's full width at 3x is under 1280 too.
 */
const HERO_WIDTHS = [480, 640, 960, 1280] as const;
const HERO_SIZES = '(max-width: 767px) 100vw, 50vw';
const HERO_SRCSET = HERO_WIDTHS.map((width) => `${pictureFileUrl('hero', HOME_HERO_NAME, width)} ${width}w`).join(', ');
const HERO_SRC = pictureFileUrl('hero', HOME_HERO_NAME, 1280);

export function HeroSection() {
  const { t } = useTranslation('home');
  preload(HERO_SRC, { as: 'image', imageSrcSet: HERO_SRCSET, imageSizes: HERO_SIZES, fetchPriority: 'high' });
  return (
    <section aria-labelledby="home-hero-title" className="relative overflow-hidden bg-canvas">
      <div className="container-page grid items-center gap-8 pb-10 pt-8 md:grid-cols-2 md:gap-12 md:py-16 lg:py-20">
        <div className="order-2 flex flex-col gap-5 md:order-1">
          <p className="text-sm font-semibold uppercase tracking-[0.16em] text-accent">{t('hero.eyebrow')}</p>
          <h1 id="home-hero-title" className="text-balance text-4xl font-semibold leading-[1.08] tracking-tight text-ink md:text-5xl lg:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="max-w-xl text-pretty text-lg text-ink-muted">{t('hero.subtitle')}</p>
          <div className="flex flex-wrap gap-3">
            <Link href="/standing-desks" className="btn-primary">
              {t('hero.ctaDesks')}
            </Link>
            <Link href="/office-chairs" className="btn-secondary">
              {t('hero.ctaChairs')}
            </Link>
          </div>
        </div>
        <div className="relative order-1 aspect-[4/3] overflow-hidden rounded-3xl md:order-2">
          {/* eslint-disable-next-line @next/next/no-img-element -- drawn at fixed widths; next/image repeated the smallest */}
          <img alt={t('hero.imageAlt')} className="gallery-img" src={HERO_SRC} srcSet={HERO_SRCSET} sizes={HERO_SIZES} decoding="async" fetchPriority="high" />
        </div>
      </div>
    </section>
  );
}
