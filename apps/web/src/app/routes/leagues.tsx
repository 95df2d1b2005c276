// Leagues (docs/rules/leagues.md): the cards (Global, the player's leagues, public ones), Join
// League (also opened by an invite link, /leagues?join=CODE, after sign-up for visitors),
// Create League for Pro players and the Upgrade to Pro banner for everyone else.
import type { League } from '@boldcall/shared/schemas/leagues';
import { KeyRound, Plus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthDialog } from '@/features/auth/hooks/auth-dialog-context';
import { CreateLeagueDialog } from '@/features/leagues/components/create-league-dialog';
import { CreateLeagueUpsell } from '@/features/leagues/components/create-league-upsell';
import { JoinLeagueDialog } from '@/features/leagues/components/join-league-dialog';
import { LeagueList } from '@/features/leagues/components/league-list';
import { useJoinCodeParam } from '@/features/leagues/hooks/invite-link';
import { UpgradeToProDialog } from '@/features/pro/components/upgrade-to-pro-dialog';

export function LeaguesRoute() {
  useDocumentTitle('Leagues');
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const authDialog = useAuthDialog();
  const invite = useJoinCodeParam();
  const [joinOpen, setJoinOpen] = useState(false);
  // A visitor who followed an invite link is signing up; the dialog returns once they are in.
  const [awaitingSignIn, setAwaitingSignIn] = useState(false);
  const [createOpen, setCreateOpen] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);

  const fromLink = invite.code !== null && !isLoading && (user !== null || !awaitingSignIn);
  const open = joinOpen || fromLink;
  const closeJoin = () => {
    setJoinOpen(false);
    setAwaitingSignIn(false);
    if (invite.code !== null) invite.clear();
  };
  const onJoined = (league: League) => {
    closeJoin();
    void navigate(`/leagues/${league.id}`);
  };

  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <PageHeader
        eyebrow="Compete"
        icon={UsersRound}
        title="Leagues"
        description="Go head to head with friends in public and private leagues."
        actions={
          <>
            <Button variant="outline" onClick={() => setJoinOpen(true)}>
              <KeyRound aria-hidden="true" className="size-4" />
              Join League
            </Button>
            {user?.isPro ? (
              <Button onClick={() => setCreateOpen(true)}>
                <Plus aria-hidden="true" className="size-4" />
                Create League
              </Button>
            ) : null}
          </>
        }
      />
      {!isLoading && !user?.isPro ? (
        <CreateLeagueUpsell
          onUpgrade={() => (user ? setUpgradeOpen(true) : authDialog.open('sign-in'))}
        />
      ) : null}
      <LeagueList signedIn={user !== null} onRequireSignIn={() => authDialog.open('sign-in')} />

      <JoinLeagueDialog
        open={open}
        onOpenChange={(next) => (next ? setJoinOpen(true) : closeJoin())}
        initialCode={invite.code ?? ''}
        signedIn={user !== null}
        onRequireSignIn={() => {
          setJoinOpen(false);
          setAwaitingSignIn(true);
          authDialog.open('sign-up');
        }}
        onJoined={onJoined}
      />
      <CreateLeagueDialog
        open={createOpen}
        onOpenChange={setCreateOpen}
        onCreated={(league) => {
          setCreateOpen(false);
          void navigate(`/leagues/${league.id}`);
        }}
      />
      <UpgradeToProDialog
        open={upgradeOpen}
        onOpenChange={setUpgradeOpen}
        onRequireSignIn={() => authDialog.open('sign-in')}
      />
    </div>
  );
}
