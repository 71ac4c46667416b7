/** Loading shape of a detail page: the 375 px image area with two cards overlapping its bottom edge. */
export function DetailSkeleton() {
  return (
    <div className="animate-pulse" aria-busy>
      <div className="h-[375px] bg-neutral-200" />
      <div className="relative -mt-5 space-y-3 px-4">
        <div className="h-44 rounded-3xl bg-white shadow-sm" />
        <div className="h-32 rounded-3xl bg-white shadow-sm" />
      </div>
    </div>
  );
}
