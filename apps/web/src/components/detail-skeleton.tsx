import { DetailLayout } from './detail-layout';

/** Loading shape of a detail page: the 375 px image area with two cards overlapping its bottom edge (side by side from 768 px). */
export function DetailSkeleton() {
  return (
    <div className="animate-pulse" aria-busy>
      <DetailLayout media={<div className="h-[375px] bg-neutral-200" />}>
        <div className="h-44 rounded-3xl bg-white shadow-sm" />
        <div className="h-32 rounded-3xl bg-white shadow-sm" />
      </DetailLayout>
    </div>
  );
}
