// The copyable invite link and code for members (docs/rules/leagues.md "Joining").
import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { inviteLink } from '../hooks/invite-link';

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
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(link);
              setCopied(true);
              toast.success('Invite link copied');
            } catch {
              // No clipboard permission (e.g. an insecure origin): the field is selectable.
              toast.error('Could not copy; select the link and copy it yourself.');
            }
          }}
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
