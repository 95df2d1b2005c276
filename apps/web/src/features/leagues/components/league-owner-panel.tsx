// What a league's owner manages (docs/rules/leagues.md "What the owner can do"): a new invite
// code, removing members, deleting the league. The server decides; this only offers.
import type { LeagueDetail } from '@boldcall/shared/schemas/leagues';
import { RefreshCw, Trash2, UserMinus } from 'lucide-react';
import { toast } from 'sonner';
import { ProBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TitledSection } from '@/components/ui/section-heading';
import { Spinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/components/user-avatar';
import { formatDate } from '@/lib/format';
import {
  useDeleteLeague,
  useLeagueMembers,
  useRegenerateInviteCode,
  useRemoveLeagueMember,
} from '../api/use-leagues';
import { failureToast } from '../hooks/failure-toast';
import { loadedItems } from '@/lib/cursor-pages';

type LeagueOwnerPanelProps = {
  league: LeagueDetail;
  /** After the league is deleted (leave its page). */
  onDeleted(): void;
};

export function LeagueOwnerPanel({ league, onDeleted }: LeagueOwnerPanelProps) {
  const members = useLeagueMembers(league.id, true);
  const regenerate = useRegenerateInviteCode();
  const remove = useRemoveLeagueMember(league.id);
  const deleteLeague = useDeleteLeague();
  const list = loadedItems(members.data);

  return (
    <TitledSection id="manage-league-title" title="Manage league" className="flex flex-col gap-5">
      <div className="flex flex-wrap gap-3">
        <ConfirmDialog
          tone="primary"
          trigger={
            <Button variant="outline" loading={regenerate.isPending}>
              <RefreshCw aria-hidden="true" className="size-4" />
              New invite code
            </Button>
          }
          title="Generate a new invite code?"
          description="The current code and invite link stop working at once."
          confirmLabel="Generate"
          onConfirm={() =>
            regenerate.mutate(league.id, {
              onSuccess: ({ inviteCode }) => toast.success(`New invite code: ${inviteCode}`),
              onError: failureToast('Failed to change the code'),
            })
          }
        />
        <ConfirmDialog
          trigger={
            <Button variant="danger-outline" loading={deleteLeague.isPending}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete league
            </Button>
          }
          title={`Delete ${league.name}?`}
          description="The league and its memberships are removed for everyone. This cannot be undone."
          confirmLabel="Delete league"
          onConfirm={() =>
            deleteLeague.mutate(league.id, {
              onSuccess: () => {
                toast.success(`${league.name} was deleted`);
                onDeleted();
              },
              onError: failureToast('Failed to delete the league'),
            })
          }
        />
      </div>
      <div>
        <h3 className="mb-2 text-base font-bold">Members</h3>
        {members.isPending ? (
          <Spinner label="Loading members" />
        ) : (
          <ul aria-label="Members" className="divide-y divide-line rounded-2xl border border-line">
            {list.map((member) => (
              <li key={member.userId} className="flex items-center gap-3 px-4 py-3">
                <UserAvatar username={member.username} avatar={member.avatar} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 truncate font-semibold">
                    {member.username}
                    {member.isPro ? <ProBadge /> : null}
                    {member.isOwner ? <span className="text-xs text-ink-muted">Owner</span> : null}
                  </p>
                  <p className="text-xs text-ink-muted">Joined {formatDate(member.joinedAt)}</p>
                </div>
                {member.isOwner ? null : (
                  <ConfirmDialog
                    trigger={
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove ${member.username}`}
                        loading={remove.isPending && remove.variables === member.userId}
                      >
                        <UserMinus aria-hidden="true" className="size-4" />
                        Remove
                      </Button>
                    }
                    title={`Remove ${member.username}?`}
                    description="They are told they were removed and need the invite code to come back."
                    confirmLabel="Remove member"
                    onConfirm={() =>
                      remove.mutate(member.userId, {
                        onSuccess: () => toast.success(`${member.username} was removed`),
                        onError: failureToast('Failed to remove member'),
                      })
                    }
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        <LoadMore pages={members} arrow={false} className="mt-3 justify-start" />
      </div>
    </TitledSection>
  );
}
