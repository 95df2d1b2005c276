// Invitations on the profile: the stats (total, remaining, used, generated), Generate, and the
// lists All / Used / Unused with each code's date, state, who used it and when.
import type { Invitation } from '@boldcall/shared/schemas/invitations';
import { Check, Copy, Gift, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InlineRetry } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { IconHeading } from '@/components/ui/section-heading';
import { formatDate, formatNumber } from '@/lib/format';
import { inviteLink, useGenerateInvitations, useInvitations } from '../api/invitations-api';

function CopyLinkButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Copy invite link for ${code}`}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(inviteLink(code));
          setCopied(true);
          toast.success('Invite link copied');
        } catch {
          toast.error(`Copy failed. Your link: ${inviteLink(code)}`);
        }
      }}
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      Copy link
    </Button>
  );
}

function InvitationList({ items, empty }: { items: Invitation[]; empty: string }) {
  if (items.length === 0) return <p className="py-4 text-sm text-ink-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-line" aria-label="Invitations">
      {items.map((item) => (
        <li key={item.inviteCode} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
          <code className="font-mono text-base font-bold tracking-[0.2em]">{item.inviteCode}</code>
          {item.used ? (
            <Badge variant="success">Used</Badge>
          ) : (
            <Badge variant="brand">Unused</Badge>
          )}
          {/* Phones: the dates go on a line of their own below the code. */}
          <span className="order-last w-full text-sm text-ink-muted sm:order-none sm:w-auto sm:min-w-0 sm:flex-1">
            Created {formatDate(item.createdAt)}
            {item.used
              ? ` · used by ${item.usedBy ?? 'a deleted account'}${item.usedAt ? ` on ${formatDate(item.usedAt)}` : ''}`
              : null}
          </span>
          {item.used ? null : (
            <div className="ml-auto">
              <CopyLinkButton code={item.inviteCode} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

export function InvitationsCard({ userId }: { userId: string }) {
  const query = useInvitations(userId);
  const generate = useGenerateInvitations();
  const data = query.data;

  return (
    <Card role="region" className="p-6 sm:p-8" aria-labelledby="invitations-title">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <IconHeading
            id="invitations-title"
            icon={Gift}
            className="text-xl"
            iconClassName="text-brand-ink"
          >
            Invitations
          </IconHeading>
          <p className="mt-1 text-sm text-ink-muted">
            {data
              ? `Share a code or link. When a friend signs up with it and their first call is settled, you get +${formatNumber(data.referralBonus)} points.`
              : 'Invite friends and earn points when they join.'}
          </p>
        </div>
        <Button
          onClick={() =>
            generate.mutate(1, {
              onSuccess: (result) => {
                const code = result.created[0]?.inviteCode;
                if (code) toast.success(`Invite code ${code} generated`);
              },
              onError: (error) => toast.error(error.message),
            })
          }
          loading={generate.isPending}
          disabled={!data || data.stats.invitesRemaining === 0}
        >
          <Plus aria-hidden="true" className="size-4" />
          Generate invite
        </Button>
      </div>

      {query.isPending ? (
        <Skeleton className="mt-6 h-24 w-full" />
      ) : query.isError ? (
        <InlineRetry
          message="Failed to load invitations"
          onRetry={() => void query.refetch()}
          className="mt-6 items-start"
        />
      ) : data ? (
        <>
          <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(
              [
                ['Total invites', data.stats.totalInvites],
                ['Remaining', data.stats.invitesRemaining],
                ['Used', data.stats.invitesUsed],
                ['Generated', data.stats.invitesGenerated],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-xl border border-line bg-canvas/60 p-3">
                <dt className="text-xs font-semibold text-ink-muted">{label}</dt>
                <dd className="text-2xl font-black tabular-nums">{formatNumber(value)}</dd>
              </div>
            ))}
          </dl>
          <Tabs defaultValue="all" className="mt-6">
            <TabsList aria-label="Which invitations">
              <TabsTrigger value="all">All ({data.all.length})</TabsTrigger>
              <TabsTrigger value="used">Used ({data.used.length})</TabsTrigger>
              <TabsTrigger value="unused">Unused ({data.unused.length})</TabsTrigger>
            </TabsList>
            <TabsContent value="all" className="mt-2">
              <InvitationList items={data.all} empty="No invite codes yet. Generate one." />
            </TabsContent>
            <TabsContent value="used" className="mt-2">
              <InvitationList items={data.used} empty="Nobody has used your codes yet." />
            </TabsContent>
            <TabsContent value="unused" className="mt-2">
              <InvitationList items={data.unused} empty="No unused codes." />
            </TabsContent>
          </Tabs>
        </>
      ) : null}
    </Card>
  );
}
