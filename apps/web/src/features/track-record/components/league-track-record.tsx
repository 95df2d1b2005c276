// A league's track record (docs/rules/track-record.md "A league's track record"): the members'
// positions counted together — Brier score, hit rate, boldness, the calibration chart and the
// Brier score per month, drawn by the profile's own body — and each member's own Brier, best
// first, with their count instead while they are below the Calibration board's minimum.
import type { LeagueTrackMember } from '@boldcall/shared/schemas/track-record';
import { Gauge } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { IconHeading } from '@/components/ui/section-heading';
import { ProfileLink } from '@/components/profile-link';
import { cn } from '@/lib/cn';
import { useLeagueTrackRecord } from '../api/use-track-record';
import { formatBrier, TrackRecordBody, TrackRecordLoad } from './track-record-card';

const calls = (n: number) => `${n} ${n === 1 ? 'call' : 'calls'}`;

function MemberBriers({
  members,
  minimum,
}: {
  members: readonly LeagueTrackMember[];
  minimum: number;
}) {
  return (
    <div>
      <h3 className="mb-1 text-sm font-bold" id="league-member-brier-title">
        Members’ Brier
      </h3>
      <p className="mb-2 text-xs text-ink-muted">
        Lowest first. A member needs {minimum} resolved calls with a confidence for their own score.
      </p>
      <ol
        aria-labelledby="league-member-brier-title"
        className="divide-y divide-line"
        data-testid="league-member-brier"
      >
        {/* Members with a Brier come first, so their place is their index + 1. */}
        {members.map((m, index) => {
          const ranked = m.brier !== null;
          return (
            <li key={m.userId} className="flex items-center gap-3 py-2 text-sm">
              <span
                className={cn(
                  'w-6 shrink-0 text-right font-bold tabular-nums',
                  !ranked && 'text-ink-muted',
                )}
              >
                {ranked ? (
                  index + 1
                ) : (
                  <>
                    <span aria-hidden="true">–</span>
                    <span className="sr-only">Not scored yet</span>
                  </>
                )}
              </span>
              <ProfileLink
                username={m.username}
                className="min-w-0 flex-1 truncate font-semibold text-brand-ink hover:underline"
              />
              {ranked ? (
                <span className="flex items-baseline gap-2 tabular-nums">
                  <span className="text-xs text-ink-muted">{calls(m.resolvedWithConfidence)}</span>
                  <span className="font-bold">{formatBrier(m.brier)}</span>
                </span>
              ) : (
                <span className="text-xs text-ink-muted tabular-nums">
                  {m.resolvedWithConfidence} of {calls(minimum)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export function LeagueTrackRecord({ leagueId, isGlobal }: { leagueId: string; isGlobal: boolean }) {
  const query = useLeagueTrackRecord(leagueId);
  const whose = isGlobal ? 'every player' : 'the members';
  return (
    <section aria-labelledby="league-track-record-title" data-testid="league-track-record">
      <Card>
        <CardHeader>
          <IconHeading
            id="league-track-record-title"
            icon={Gauge}
            className="text-lg tracking-tight"
            iconClassName="text-brand-ink"
          >
            Track record
          </IconHeading>
          <CardDescription>
            How well calibrated {whose} are, counted together: every resolved call with a
            confidence, binned by how sure they were.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TrackRecordLoad query={query} what="the league's track record">
            {(record) => (
              <div className="flex flex-col gap-6">
                <TrackRecordBody
                  record={record}
                  emptyNote={`No call with a confidence from ${whose} has resolved yet: the chart fills in as they do.`}
                />
                {record.members.length > 0 ? (
                  <MemberBriers members={record.members} minimum={record.minimum} />
                ) : null}
              </div>
            )}
          </TrackRecordLoad>
        </CardContent>
      </Card>
    </section>
  );
}
