// The copyable invite link and code for members (docs/rules/leagues.md "Joining").
import { Check, Copy, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { inviteLink } from '../hooks/invite-link';

async function copyLink(link: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(link);
    toast.success('Invite link copied');
    return true;
  } catch {
    // No clipboard permission (e.g. an insecure origin): the field is selectable.
    toast.error('Could not copy; select the link and copy it yourself.');
    return false;
  }
}

/**
 * The league's invite in one tap, at the top of its page: the phone's share sheet where there is
 * one, else the link copied.
 */
export function InviteButton({ code, leagueName }: { code: string; leagueName: string }) {
  const link = inviteLink(code);
  return (
    <Button
      variant="outline"
      onClick={async () => {
        if (typeof navigator.share === 'function') {
          try {
            await navigator.share({ title: `Join ${leagueName} on BoldCall`, url: link });
            return;
          } catch (error) {
            // Closed by the player: nothing to do. Refused (no permission): copy instead.
            if (error instanceof DOMException && error.name === 'AbortError') return;
          }
        }
        await copyLink(link);
      }}
    >
      <Share2 aria-hidden="true" className="size-4" />
      Invite
    </Button>
  );
}

export function InviteLinkField({ code }: { code: string }) {
  const id = useId();
  const link = inviteLink(code);
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Invite link</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono text-sm"
        />
        <Button
          variant="outline"
          aria-label="Copy invite link"
          onClick={async () => setCopied(await copyLink(link))}
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="text-sm text-ink-muted">
        Or share the code{' '}
        <code className="rounded-md bg-subtle px-2 py-0.5 font-mono font-bold tracking-widest text-ink">
          {code}
        </code>
      </p>
    </div>
  );
}
