// A receipt checked for a person (docs/rules/receipts.md): whether it and its chain back to the
// first receipt hold, where it breaks if not, and the exact string that was hashed, so anyone
// can recompute it (`printf '%s' "$canonical" | sha256sum`).
import type { ReceiptVerification } from '@boldcall/shared/schemas/receipts';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { fullDateTime } from '@/lib/format';

const KIND_LABEL: Record<ReceiptVerification['receipt']['kind'], string> = {
  created: 'Call made',
  joined: 'Joined',
  jumped_on: 'Jumped on',
  bet_against: 'Bet against',
  edited: 'Text edited',
  resolved: 'Resolved',
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs font-bold tracking-[0.14em] text-ink-muted uppercase">{label}</dt>
      <dd className="min-w-0 font-mono text-sm break-all">{children}</dd>
    </div>
  );
}

export function ReceiptVerificationView({ result }: { result: ReceiptVerification }) {
  const { receipt, valid, brokenAt, checked } = result;
  const Icon = valid ? ShieldCheck : ShieldAlert;
  return (
    <div className="flex flex-col gap-6">
      <Card
        className={cn(
          'flex items-start gap-4 p-5',
          valid ? 'border-green-600/40' : 'border-red-600/50',
        )}
        role="status"
      >
        <Icon
          aria-hidden="true"
          className={cn('size-8 shrink-0', valid ? 'text-green-600' : 'text-red-600')}
        />
        <div>
          <p className="text-xl font-black tracking-tight">
            {valid ? 'Valid receipt' : 'Broken receipt'}
          </p>
          <p className="text-sm text-ink-muted">
            {valid
              ? `This receipt and the ${checked - 1} before it recompute exactly, and match the call as it is now.`
              : `The chain breaks at receipt #${brokenAt?.seq ?? '?'}: ${brokenAt?.reason ?? ''}.`}
          </p>
        </div>
      </Card>
      <Card className="p-5">
        <dl className="grid gap-4">
          <Field label="What">
            {KIND_LABEL[receipt.kind]} · receipt #{receipt.seq}
          </Field>
          <Field label="Sealed">
            <time dateTime={receipt.sealedAt}>
              {fullDateTime.format(new Date(receipt.sealedAt))}
            </time>
          </Field>
          <Field label="Hash (SHA-256 of the canonical string)">{receipt.hash}</Field>
          <Field label="Previous hash">{receipt.prevHash}</Field>
          <Field label="Canonical string">
            <code className="block rounded-lg bg-subtle p-3 whitespace-pre-wrap">
              {receipt.canonical}
            </code>
          </Field>
        </dl>
      </Card>
    </div>
  );
}
