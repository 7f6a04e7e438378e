/** Placeholders shaped like the cards, so results arrive without moving anything. */
export function ListingGridSkeleton({ count = 9 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid grid-cols-2 gap-x-3 gap-y-9 sm:gap-x-5 md:grid-cols-3 md:gap-y-12">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="flex flex-col gap-3">
          <div className="aspect-square animate-pulse rounded-2xl bg-canvas" />
          <div className="h-4 w-4/5 animate-pulse rounded bg-canvas" />
          <div className="h-4 w-2/5 animate-pulse rounded bg-canvas" />
          <div className="h-5 w-1/3 animate-pulse rounded bg-canvas" />
        </li>
      ))}
    </ul>
  );
}
