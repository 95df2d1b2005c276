// The install prompt: a banner with Not Now and Install (Chromium's install event) or Show
// Instructions (iOS, after 2 s). A dismissal is remembered; nothing shows in the installed app.
// Loaded the first time it is shown (install-banner.tsx).
import { Download, Share, SquarePlus, X } from 'lucide-react';
import { useState } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import type { InstallPrompt } from '../hooks/install-prompt';

export function InstallBannerPanel({ prompt }: { prompt: InstallPrompt }) {
  const [instructions, setInstructions] = useState(false);
  if (prompt.kind === 'none') return null;

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 px-3 pb-[calc(env(safe-area-inset-bottom)+0.75rem)] max-md:bottom-[calc(56px+env(safe-area-inset-bottom))]">
      <section
        aria-label="Install BoldCall"
        className="pointer-events-auto mx-auto flex w-full max-w-xl flex-col gap-3 rounded-2xl border border-line bg-surface p-4 text-ink shadow-2xl"
      >
        <div className="flex items-start gap-3">
          <BrandLogo wordmarkClassName="hidden" />
          <div className="min-w-0 flex-1">
            <h2 className="font-bold">Install BoldCall</h2>
            <p className="text-sm text-ink-muted">
              Add it to your home screen: one tap to your calls, full screen, even on a bad
              connection.
            </p>
          </div>
          <button
            type="button"
            onClick={prompt.dismiss}
            aria-label="Close"
            className="-m-1 grid size-8 shrink-0 cursor-pointer place-items-center rounded-lg text-ink-muted hover:bg-subtle hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        {prompt.kind === 'ios' && instructions ? (
          <ol className="flex flex-col gap-2 rounded-xl bg-subtle p-3 text-sm">
            <li className="flex items-center gap-2">
              <Share aria-hidden="true" className="size-4 shrink-0" />
              <span>
                Tap <strong>Share</strong> in Safari&apos;s toolbar.
              </span>
            </li>
            <li className="flex items-center gap-2">
              <SquarePlus aria-hidden="true" className="size-4 shrink-0" />
              <span>
                Choose <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
              </span>
            </li>
          </ol>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={prompt.dismiss}>
            Not Now
          </Button>
          {prompt.kind === 'browser' ? (
            <Button size="sm" onClick={() => void prompt.install()}>
              <Download aria-hidden="true" className="size-4" />
              Install
            </Button>
          ) : instructions ? null : (
            <Button size="sm" onClick={() => setInstructions(true)}>
              Show Instructions
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}
