// NFL section: the NFL standings of our players first, then the Weekly Games and Season
// Predictor tabs.
// Rules: docs/rules/nfl.md.
import { RugbyBall } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthDialog } from '@/features/auth/hooks/auth-dialog-context';
import { NflStandings } from '@/features/nfl/components/nfl-standings';
import { SeasonPredictor } from '@/features/nfl/components/season-predictor';
import { WeeklyGames } from '@/features/nfl/components/weekly-games';

export function NflRoute() {
  useDocumentTitle('NFL');
  const { user } = useCurrentUser();
  const authDialog = useAuthDialog();
  const points = user?.points ?? null;
  const signIn = () => authDialog.open('sign-in');
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="NFL"
        eyebrow="Football"
        icon={RugbyBall}
        description="Pick the winners of each week's games and lock in your predictions for the season."
        actions={
          <Link
            to="/how-scoring-works#nfl"
            className="text-sm font-semibold text-brand-ink hover:underline"
          >
            How NFL payouts work
          </Link>
        }
      />
      <NflStandings userId={user?.id ?? null} />
      <Tabs defaultValue="weekly">
        <TabsList aria-label="NFL">
          <TabsTrigger value="weekly">Weekly Games</TabsTrigger>
          <TabsTrigger value="season">Season Predictor</TabsTrigger>
        </TabsList>
        <TabsContent value="weekly">
          <WeeklyGames points={points} onSignIn={signIn} />
        </TabsContent>
        <TabsContent value="season">
          <SeasonPredictor userId={user?.id ?? null} points={points} onSignIn={signIn} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
