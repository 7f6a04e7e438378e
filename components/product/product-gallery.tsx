import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeftIcon } from '@/components/icons/chevron-left-icon';
import { ChevronRightIcon } from '@/components/icons/chevron-right-icon';
import { productPictureViews } from '@/lib/images/picture-urls';
import { GalleryPicture } from './gallery-picture';
import { useProductT } from './product-translation';

interface ProductGalleryProps {
  imageKey: string;
  productName: string;
}

/* The main picture takes the left column on desktop (7 of 12 columns of an 80rem page) and the
 * full width below it: the browser picks the generated file that covers it, nothing larger. */
const MAIN_SIZES = '(min-width: 1280px) 680px, (min-width: 992px) 55vw, 100vw';

/**
 * The variant's pictures: the generated front, angle, detail and room scene (three views for
 * pictures a brand uploaded). The slides are a horizontal
 * scroll-snap strip: a finger swipes it natively, arrow keys and the buttons move it, and the
 * thumbnails jump to a slide. Square frames of fixed ratio keep the layout still while
 * pictures load or the variant changes.
 */
export function ProductGallery({ imageKey, productName }: ProductGalleryProps) {
  const t = useProductT();
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const views = productPictureViews(imageKey);
  const count = views.length;

  const show = useCallback((index: number) => {
    const element = track.current;
    const next = (index + count) % count;
    setActive(next);
    element?.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
  }, [count]);

  // Keeps the thumbnails in step with a swipe.
  function onScroll() {
    const index = slideInView(track.current, count);
    if (index !== null && index !== active) setActive(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowRight') show(active + 1);
    else if (event.key === 'ArrowLeft') show(active - 1);
    else return;
    event.preventDefault();
  }

  // A new variant keeps the view the shopper was looking at; only the pictures change.
  const shownImageKey = useRef<string | null>(null);
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const firstRun = shownImageKey.current === null;
    shownImageKey.current = imageKey;
    if (firstRun) {
      // The page hydrates in slices (decision 0021): a swipe made before it finished has moved
      // the strip but fired no handler. Keep the slide in view and let the thumbnails catch up.
      const index = slideInView(element, count);
      if (index !== null && index !== 0) setActive(index);
      return;
    }
    element.scrollLeft = active * element.clientWidth;
    // Only on a variant change: scrolling on every `active` change would fight a swipe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [imageKey]);

  return (
    <div className="flex flex-col gap-3">
      <div className="group relative">
        <div
          ref={track}
          tabIndex={0}
          role="region"
          aria-roledescription={t('gallery.carousel')}
          aria-label={t('gallery.label', { name: productName })}
          onScroll={onScroll}
          onKeyDown={onKeyDown}
          className="gallery-track"
        >
          {views.map((view, index) => (
            <div
              key={view}
              role="group"
              aria-roledescription={t('gallery.slide')}
              aria-label={t('gallery.position', { index: index + 1, count })}
              className="gallery-slide"
            >
              <GalleryPicture
                key={`${imageKey}-${view}`}
                imageKey={imageKey}
                view={view}
                kind="slide"
                alt={t('gallery.alt', { name: productName, view: t(`gallery.views.${view}`) })}
                sizes={MAIN_SIZES}
                priority={index === 0}
                draggable={false}
              />
            </div>
          ))}
        </div>
        <button
          type="button"
          onClick={() => show(active - 1)}
          aria-label={t('gallery.previous')}
          className="gallery-arrow start-3"
        >
          <ChevronLeftIcon className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => show(active + 1)}
          aria-label={t('gallery.next')}
          className="gallery-arrow end-3"
        >
          <ChevronRightIcon className="size-5" />
        </button>
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center gap-1.5 md:hidden">
          {views.map((view, index) => (
            <span key={view} className={index === active ? 'gallery-dot gallery-dot-on' : 'gallery-dot'} />
          ))}
        </div>
      </div>
      <ul className={`grid gap-3 sm:max-w-lg ${count === 4 ? 'grid-cols-4' : 'grid-cols-3'}`} aria-label={t('gallery.thumbnails')}>
        {views.map((view, index) => (
          <li key={view}>
            <button
              type="button"
              onClick={() => show(index)}
              aria-label={t('gallery.show', { view: t(`gallery.views.${view}`) })}
              aria-current={index === active ? 'true' : undefined}
              className={index === active ? 'gallery-thumb gallery-thumb-on' : 'gallery-thumb'}
            >
              <GalleryPicture key={`${imageKey}-${view}`} imageKey={imageKey} view={view} kind="thumbnail" alt="" sizes="(min-width: 768px) 140px, 30vw" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The slide the strip shows, or null while it has no width (hidden, not laid out). */
function slideInView(element: HTMLDivElement | null, count: number): number | null {
  if (!element || element.clientWidth === 0) return null;
  const index = Math.round(element.scrollLeft / element.clientWidth);
  return index >= 0 && index < count ? index : null;
}
