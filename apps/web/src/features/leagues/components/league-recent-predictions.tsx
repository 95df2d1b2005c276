// The members' latest predictions on a league page.
import type { LeaguePrediction } from '@boldcall/shared/schemas/leagues';
import { predictionPath } from '@boldcall/shared/routes';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { CATEGORY_META, STATUS_META } from '@/lib/domain-labels';
import { timeAgo } from '@/lib/format';

export function LeagueRecentPredictions({ predictions }: { predictions: LeaguePrediction[] }) {
  if (predictions.length === 0) {
    return <p className="text-sm text-ink-muted">No predictions from members yet.</p>;
  }
  return (
    <ul aria-label="Recent predictions" className="divide-y divide-line">
      {predictions.map((p) => {
        const category = CATEGORY_META[p.category];
        const status = STATUS_META[p.status];
        return (
          <li key={p.id} className="flex flex-col gap-1.5 py-3">
            <p className="text-sm font-medium text-ink">
              <Link to={predictionPath(p.id)} className="underline-offset-2 hover:underline">
                {p.text}
              </Link>
            </p>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
              <Link
                to={`/u/${p.username}`}
                className="font-semibold text-brand-ink hover:underline"
              >
                {p.username}
              </Link>
              <span aria-hidden="true">·</span>
              <span>{category.label}</span>
              <span aria-hidden="true">·</span>
              <time dateTime={p.createdAt}>{timeAgo(p.createdAt)}</time>
              <Badge variant={status.variant}>{status.label}</Badge>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
