// Non-Pro players see this instead of Create League: creating leagues is a Pro feature.
import { Crown } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function CreateLeagueUpsell({ onUpgrade }: { onUpgrade(): void }) {
  return (
    <section
      aria-labelledby="league-upsell-title"
      className="flex flex-col gap-4 rounded-2xl border border-amber-300/60 bg-linear-to-r from-amber-50 to-yellow-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6 dark:border-amber-400/30 dark:from-amber-400/10 dark:to-yellow-400/5"
    >
      <div className="flex items-start gap-3">
        <Crown aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-500" />
        <div>
          <h2 id="league-upsell-title" className="font-extrabold tracking-tight">
            Upgrade to Pro to create leagues
          </h2>
          <p className="text-sm text-ink-muted">
            Pro members start public and private leagues and invite friends with a code.
          </p>
        </div>
      </div>
      <Button variant="accent" onClick={onUpgrade}>
        <Crown aria-hidden="true" className="size-4" />
        Upgrade to Pro
      </Button>
    </section>
  );
}
