import { RugbyBall } from 'lucide-react';
import { SectionPage } from '@/app/routes/page-placeholder';

export function NflRoute() {
  return (
    <SectionPage
      title="NFL"
      eyebrow="Football"
      icon={RugbyBall}
      description="Pick the winners of each week's games and lock in your predictions for the season."
    />
  );
}
