import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** "How scoring works →", to the page or one of its sections (`#ranking`). */
export function HowScoringLink({
  section,
  className,
  large = false,
}: {
  section?: string;
  className?: string;
  /** The bigger arrow of a hero's button-sized link. */
  large?: boolean;
}) {
  return (
    <Link
      to={section ? `/how-scoring-works#${section}` : '/how-scoring-works'}
      className={cn('inline-flex items-center font-semibold', className)}
    >
      How scoring works
      <ArrowRight aria-hidden="true" className={large ? 'size-5' : 'size-4'} />
    </Link>
  );
}
