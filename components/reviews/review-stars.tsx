interface ReviewStarsProps {
  rating: number;
  label: string;
  size?: 'sm' | 'lg';
}

/** Five stars filled to the rating; screen readers hear the label instead. */
export function ReviewStars({ rating, label, size = 'sm' }: ReviewStarsProps) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span role="img" aria-label={label} className={`relative inline-block leading-none tracking-[0.1em] text-line-strong ${size === 'lg' ? 'text-2xl' : 'text-base'}`}>
      ★★★★★
      <span className="absolute inset-0 overflow-hidden text-star" style={{ width: `${percent}%` }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
