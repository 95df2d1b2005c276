// Leaderboard ("Leaderboard"): hero with the Pro upsell, period and category
// filters kept in the URL, Top Performers, Full Rankings, and the Upgrade to Pro dialog.
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Hero } from '@/components/ui/hero';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthDialog } from '@/features/auth/hooks/auth-dialog-context';
import { LeaderboardBoard } from '@/features/leaderboard/components/leaderboard-board';
import { LeaderboardFiltersBar } from '@/features/leaderboard/components/leaderboard-filters-bar';
import { YourStandingCard } from '@/features/leaderboard/components/your-standing-card';
import { useLeaderboardFilters } from '@/features/leaderboard/hooks/leaderboard-filters';
import { useLeagues } from '@/features/leagues/api/use-leagues';
import { ProMemberBadge } from '@/features/pro/components/pro-member-badge';
import { ProUpsellCard } from '@/features/pro/components/pro-upsell-card';
import { UpgradeToProDialog } from '@/features/pro/components/upgrade-to-pro-dialog';
import { HowScoringLink } from '@/components/how-scoring-link';
import { loadedItems } from '@/lib/cursor-pages';

export function LeaderboardRoute() {
  useDocumentTitle('Leaderboard');
  const { user, isLoading } = useCurrentUser();
  const authDialog = useAuthDialog();
  const { filters, update } = useLeaderboardFilters();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const leagues = useLeagues();
  const leagueOptions = loadedItems(leagues.data);
  // The offer is hidden for Pro players ("User tier"); they see their standing.
  const aside = isLoading ? undefined : user?.isPro ? (
    <YourStandingCard filters={filters} />
  ) : (
    <ProUpsellCard onUpgrade={() => (user ? setUpgradeOpen(true) : authDialog.open('sign-in'))} />
  );

  return (
    <div className="flex flex-col gap-6 sm:gap-12">
      <Hero
        eyebrow={
          <span className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3.5 py-1.5 text-sm font-semibold text-brand-50">
            <Trophy aria-hidden="true" className="size-4 text-volt-400" />
            Rankings
          </span>
        }
        title="Leaderboard"
        description="The sharpest callers, ranked by accuracy, then correct predictions, then points."
        actions={
          <>
            {user?.isPro ? <ProMemberBadge /> : null}
            <HowScoringLink
              large
              className="h-13 gap-2 rounded-2xl border border-white/20 bg-white/10 px-6 text-white backdrop-blur transition-colors hover:bg-white/20"
            />
          </>
        }
        // Standings first on phones: the Pro card (or the Pro player's standing) follows the board
        // instead of filling the first screen. Placed by CSS, not by a media query in script, so
        // the server's HTML already has it where the screen wants it (no shift on hydration).
        aside={aside}
        asideClassName="max-md:hidden"
        compactOnPhones
      />
      <LeaderboardFiltersBar filters={filters} onChange={update} leagues={leagueOptions} />
      <LeaderboardBoard filters={filters} meId={user?.id ?? null} />
      {aside ? <div className="rounded-3xl bg-hero p-1.5 md:hidden">{aside}</div> : null}
      <UpgradeToProDialog
        open={upgradeOpen}
        onOpenChange={setUpgradeOpen}
        onRequireSignIn={() => authDialog.open('sign-in')}
      />
    </div>
  );
}
