import { starsLabel } from '@contract/reviews-rating.ts';
import { cn } from '@/components/ui/cn.ts';

/** One review's stars, read as words ('4 out of 5 stars'); the stars themselves are decoration. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center', className)}>
      <span aria-hidden="true" className="tracking-tight text-amber-600">
        {'★'.repeat(rating)}
        <span className="text-slate-300">{'★'.repeat(Math.max(0, 5 - rating))}</span>
      </span>
      <span className="sr-only">{starsLabel(rating)}</span>
    </span>
  );
}
