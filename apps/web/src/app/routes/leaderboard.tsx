import { Trophy } from 'lucide-react';
import { SectionPage } from '@/app/routes/page-placeholder';

export function LeaderboardRoute() {
  return (
    <SectionPage
      title="Leaderboard"
      eyebrow="Rankings"
      icon={Trophy}
      description="The sharpest callers, ranked by accuracy, then correct predictions, then points."
    />
  );
}
