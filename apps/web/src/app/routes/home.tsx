import { ArrowRight, ChartColumn, PenLine, Swords, Trophy, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { Hero } from '@/components/ui/hero';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SignInButton } from '@/features/auth/components/sign-in-button';
import { useAuthDialog } from '@/features/auth/hooks/auth-dialog-context';
import { HomeStats } from '@/features/predictions/components/home-stats';
import { PredictionFeed } from '@/features/predictions/components/prediction-feed';
import { ProHeroAction } from '@/features/pro/components/pro-hero-action';
import { useCurrentUser } from '@/lib/current-user';

const CreatePredictionDialog = lazyDialog(
  () =>
    import('@/features/predictions/components/create-prediction-dialog').then(
      (m) => m.CreatePredictionDialog,
    ),
  (props) => props.open,
);

const STATS_ID = 'stats';

const STEPS = [
  {
    icon: Zap,
    title: 'Make the call',
    text: 'Write a prediction, give it an expiry date and wager points on it.',
  },
  {
    icon: Swords,
    title: 'Back it or fade it',
    text: 'Join a call, jump on it or bet against it. Voting is free.',
  },
  {
    icon: Trophy,
    title: 'Get paid for being right',
    text: 'Correct calls pay twice the wager, and accuracy decides your rank.',
  },
] as const;

function HowItWorks({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'rounded-3xl border border-white/15 bg-white/[0.07] p-6 backdrop-blur-md sm:p-7',
        className,
      )}
    >
      <h2 className="text-sm font-bold tracking-[0.14em] text-volt-300 uppercase">How it works</h2>
      <ol className="mt-5 flex flex-col gap-5">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex gap-4">
            <div className="grid size-11 shrink-0 place-items-center rounded-xl bg-volt-400 text-volt-950">
              <Icon aria-hidden="true" className="size-5" strokeWidth={2.5} />
            </div>
            <div>
              <p className="font-bold text-white">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </p>
              <p className="mt-0.5 text-sm leading-relaxed text-brand-100">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link
        to="/how-scoring-works"
        className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-white underline-offset-4 hover:underline"
      >
        How scoring works
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

function scrollToStats() {
  const target = document.getElementById(STATS_ID);
  if (!target) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

function HomePage({ username }: { username: string | null }) {
  const authDialog = useAuthDialog();
  const [createOpen, setCreateOpen] = useState(false);
  const openCreate = () => (username ? setCreateOpen(true) : authDialog.open('sign-up'));

  return (
    <div className="flex flex-col gap-12 sm:gap-16">
      <Hero
        eyebrow={
          <span className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3.5 py-1.5 text-sm font-semibold text-brand-50">
            <span aria-hidden="true" className="size-2 rounded-full bg-volt-400" />
            {username ? `Welcome back, ${username}` : 'Open signup · free to play'}
          </span>
        }
        title={
          <>
            Make the <span className="text-volt-400">bold</span> call.
          </>
        }
        description="Predict what happens next in sports, tech, finance and more. Wager play-money points, back your friends or bet against them, and climb the leaderboard."
        actions={
          <>
            {username ? (
              <ProHeroAction
                onCreate={openCreate}
                onRequireSignIn={() => authDialog.open('sign-in')}
              >
                <Button variant="accent" size="lg" onClick={openCreate}>
                  <PenLine aria-hidden="true" className="size-5" />
                  Make a prediction
                </Button>
              </ProHeroAction>
            ) : (
              <SignInButton mode="sign-up" variant="accent" size="lg">
                Sign up
              </SignInButton>
            )}
            <Button variant="glass" size="lg" onClick={scrollToStats}>
              <ChartColumn aria-hidden="true" className="size-5" />
              View stats
            </Button>
          </>
        }
        // Signed-in players know the game: on phones their feed comes up sooner without it.
        aside={<HowItWorks className={username ? 'max-sm:hidden' : undefined} />}
      />
      <PredictionFeed onCreate={openCreate} onRequireSignIn={() => authDialog.open('sign-in')} />
      <HomeStats id={STATS_ID} />
      {username ? <CreatePredictionDialog open={createOpen} onOpenChange={setCreateOpen} /> : null}
    </div>
  );
}

export function HomeRoute() {
  useDocumentTitle();
  const { user } = useCurrentUser();
  // product-spec §2: Home is re-created whenever the signed-in user changes.
  return <HomePage key={user?.id ?? 'visitor'} username={user?.username ?? null} />;
}
