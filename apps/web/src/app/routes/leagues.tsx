import { UsersRound } from 'lucide-react';
import { SectionPage } from '@/app/routes/page-placeholder';

export function LeaguesRoute() {
  return (
    <SectionPage
      title="Leagues"
      eyebrow="Compete"
      icon={UsersRound}
      description="Go head to head with friends in public and private leagues."
    />
  );
}
