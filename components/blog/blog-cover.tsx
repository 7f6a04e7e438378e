import Image from 'next/image';
import { coverPictureSrc } from '@/lib/content/cover-picture';

/** A post's drawn cover (3:2), served at fixed widths by the image loader. */
export function BlogCover({ coverKey, alt, sizes, priority = false }: { coverKey: string; alt: string; sizes: string; priority?: boolean }) {
  return (
    <div className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-canvas">
      <Image src={coverPictureSrc(coverKey)} alt={alt} fill sizes={sizes} priority={priority} className="object-cover" />
    </div>
  );
}
