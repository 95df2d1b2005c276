// The points on a prediction and how many joined it: the moderate and resolve dialogs.
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import { Coins, Users } from 'lucide-react';
import { formatNumber } from '@/lib/format';

export function StakeFigures({
  prediction,
  pointsLabel,
}: {
  prediction: Prediction;
  pointsLabel: string;
}) {
  return (
    <>
      <span className="inline-flex items-center gap-1">
        <Coins aria-hidden="true" className="size-4" />
        <span className="font-bold text-ink tabular-nums">
          {formatNumber(prediction.totalPoints)}
        </span>
        {pointsLabel}
      </span>
      <span className="inline-flex items-center gap-1">
        <Users aria-hidden="true" className="size-4" />
        <span className="font-bold text-ink tabular-nums">
          {formatNumber(prediction.joinedCount)}
        </span>
        joined
      </span>
    </>
  );
}
