interface ReviewStarsProps {
  rating: number;
  label: string;
  size?: 'sm' | 'lg';
}

/** Five stars filled to the rating; screen readers hear the label instead. */
export function ReviewStars({ rating, label, size = 'sm' }: ReviewStarsProps) {
  // Rounded to a tenth: a float such as 89.39999999999999 costs bytes in every page's HTML.
  const percent = Math.round(Math.max(0, Math.min(100, (rating / 5) * 100)) * 10) / 10;
  return (
    <span role="img" aria-label={label} className={size === 'lg' ? 'stars text-2xl' : 'stars text-base'}>
      <span className="stars-fill" style={{ width: `${percent}%` }} />
    </span>
  );
}
