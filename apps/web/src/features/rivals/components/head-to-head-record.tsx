// The head-to-head page's content (docs/rules/rivals.md): two players' record and every meeting,
// newest first, each saying who won.
import type { HeadToHead } from '@boldcall/shared/schemas/rivals';
import { Card } from '@/components/ui/card';
import { UserAvatar } from '@/components/user-avatar';
import { ProfileLink } from '@/components/profile-link';
import { cn } from '@/lib/cn';
import { fullDateTime } from '@/lib/format';
import { record } from './rivals-section';

/** One of the two players: their avatar and name, linking to their profile. */
function Side({ who }: { who: HeadToHead['player'] }) {
  return (
    <div className="flex flex-col items-center gap-2">
      <UserAvatar username={who.username} avatar={who.avatar} size="lg" />
      <ProfileLink username={who.username} className="font-bold" />
    </div>
  );
}

export function HeadToHeadRecord({ h2h }: { h2h: HeadToHead }) {
  const { player, rival } = h2h;
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-wrap items-center justify-center gap-4 p-6 sm:gap-8">
        <Side who={player} />
        <p
          className="text-4xl font-black tracking-tight tabular-nums sm:text-5xl"
          aria-label={`${player.username} ${h2h.wins}, ${rival.username} ${h2h.losses}`}
          data-testid="h2h-record"
        >
          {record(h2h.wins, h2h.losses)}
        </p>
        <Side who={rival} />
      </Card>
      {h2h.alliedWins > 0 ? (
        <p className="text-sm text-ink-muted">
          Right on the same side {h2h.alliedWins} {h2h.alliedWins === 1 ? 'time' : 'times'}.
        </p>
      ) : null}
      <section aria-labelledby="meetings-heading" className="flex flex-col gap-3">
        <h2 id="meetings-heading" className="text-xl font-black tracking-tight">
          Every meeting
        </h2>
        {h2h.meetings.length === 0 ? (
          <p className="text-sm text-ink-muted">
            They have not met yet: nobody was on opposite sides of a settled call or game.
          </p>
        ) : (
          <ol className="flex flex-col gap-2">
            {h2h.meetings.map((m) => {
              const won = m.winnerId === player.id;
              return (
                <li key={`${m.kind}:${m.refId}`}>
                  <Card className="flex items-start gap-3 p-4">
                    <span
                      className={cn(
                        'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold',
                        won
                          ? 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300'
                          : 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-300',
                      )}
                    >
                      {won ? player.username : rival.username} won
                    </span>
                    <div className="min-w-0">
                      <p className="font-semibold break-words">
                        {m.kind === 'nfl_game' ? `NFL: ${m.title}` : m.title}
                      </p>
                      <p className="text-xs text-ink-muted">
                        <time dateTime={m.at}>{fullDateTime.format(new Date(m.at))}</time>
                      </p>
                    </div>
                  </Card>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
