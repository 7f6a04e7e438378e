import Image from 'next/image';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { HOME_HERO_SRC } from '@/lib/images/product-image-loader';

export function HeroSection() {
  const { t } = useTranslation('home');
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
          <Image
            src={HOME_HERO_SRC}
            alt={t('hero.imageAlt')}
            fill
            priority
            fetchPriority="high"
            sizes="(max-width: 767px) 100vw, 50vw"
            className="object-cover"
          />
        </div>
      </div>
    </section>
  );
}
