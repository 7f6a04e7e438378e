import { preload } from 'react-dom';

/*
 * A picture drawn at fixed widths (the seed's and the catalog's files), as a plain <img> with
 * the widths the place can show (decisions 0052 and 0054). next/image listed all seven drawn
 * widths and brought 4 kB of code to every page that used it (issue 22), for a loader that only
 * ever picks one of our files. No decoding="async": Chromium decodes pictures off the main
 * thread either way, and the attribute was 17 bytes per card in every listing's HTML.
 */

export interface DrawnPictureProps {
  /** The file of one width. */
  urlOf: (width: number) => string;
  /** The widths the place can use, smallest first; the largest is the fallback `src`. */
  widths: readonly number[];
  sizes: string;
  alt: string;
  className: string;
  /** Above the fold on first view: fetched at once, and preloaded from the head. */
  priority?: boolean;
  draggable?: boolean;
}

export function DrawnPicture({ urlOf, widths, sizes, alt, className, priority = false, draggable }: DrawnPictureProps) {
  const srcSet = widths.map((width) => `${urlOf(width)} ${width}w`).join(', ');
  const src = urlOf(widths[widths.length - 1] ?? 640);
  // React writes one <link rel="preload"> per distinct set, so two cards of one picture share it.
  if (priority) preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- drawn at fixed widths: the srcset lists only the ones this place can show
    <img
      alt={alt}
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      draggable={draggable}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
