// A profile's rivalries (docs/rules/rivals.md): the nemesis (the rival this player lost to most,
// at least 3 meetings), the best ally (most often right alongside) and the top five rivalries,
// each linking to the head-to-head page /u/{a}/vs/{b}.
import type { Rivalry } from '@boldcall/shared/schemas/rivals';
import { Handshake, Skull, Swords } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { InlineRetry } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { useRivals } from '../api/rivals-api';

/** The head-to-head page of two players (by username). */
export const headToHeadPath = (a: string, b: string) =>
  `/u/${encodeURIComponent(a)}/vs/${encodeURIComponent(b)}`;

export const record = (wins: number, losses: number) => `${wins}–${losses}`;

function Highlight({
  icon: Icon,
  title,
  rivalry,
  detail,
  empty,
  username,
}: {
  icon: LucideIcon;
  title: string;
  rivalry: Rivalry | null;
  detail: (r: Rivalry) => string;
  empty: string;
  username: string;
}) {
  return (
    <Card className="flex items-center gap-3 p-4" data-testid={`rivals-${title.toLowerCase()}`}>
      <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-ink" />
      <div className="min-w-0">
        <p className="text-xs font-bold tracking-[0.14em] text-ink-muted uppercase">{title}</p>
        {rivalry ? (
          <p className="truncate font-bold">
            <Link to={headToHeadPath(username, rivalry.rival.username)} className="hover:underline">
              {rivalry.rival.username}
            </Link>{' '}
            <span className="font-medium text-ink-muted">{detail(rivalry)}</span>
          </p>
        ) : (
          <p className="text-sm text-ink-muted">{empty}</p>
        )}
      </div>
    </Card>
  );
}

export function RivalsSection({ userId, username }: { userId: string; username: string }) {
  const query = useRivals(userId);
  return (
    <section aria-labelledby="rivals-heading" className="flex flex-col gap-4">
      <h2 id="rivals-heading" className="text-2xl font-black tracking-tight sm:text-3xl">
        Rivalries
      </h2>
      {query.isPending ? (
        <Skeleton className="h-24 rounded-2xl" />
      ) : query.isError ? (
        <InlineRetry message="Could not load the rivalries." onRetry={() => void query.refetch()} />
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <Highlight
              icon={Skull}
              title="Nemesis"
              rivalry={query.data.nemesis}
              detail={(r) => `${record(r.wins, r.losses)} head to head`}
              empty="Nobody yet: a nemesis needs 3 meetings."
              username={username}
            />
            <Highlight
              icon={Handshake}
              title="Best ally"
              rivalry={query.data.bestAlly}
              detail={(r) => `right together ${r.alliedWins}×`}
              empty="Nobody yet."
              username={username}
            />
          </div>
          {query.data.top.length > 0 ? (
            <Card className="p-4">
              <h3 className="mb-2 flex items-center gap-2 font-bold">
                <Swords aria-hidden="true" className="size-4" /> Top rivalries
              </h3>
              <ol className="flex flex-col divide-y divide-line">
                {query.data.top.map((r) => (
                  <li key={r.rival.id} className="flex items-center gap-3 py-2">
                    <UserAvatar username={r.rival.username} avatar={r.rival.avatar} size="xs" />
                    <Link
                      to={headToHeadPath(username, r.rival.username)}
                      className="min-w-0 flex-1 truncate font-semibold hover:underline"
                    >
                      {r.rival.username}
                    </Link>
                    <span className="font-bold tabular-nums">{record(r.wins, r.losses)}</span>
                  </li>
                ))}
              </ol>
            </Card>
          ) : (
            <p className="text-sm text-ink-muted">
              No meetings yet. Take the other side of someone’s call, or pick the other team.
            </p>
          )}
        </>
      )}
    </section>
  );
}
