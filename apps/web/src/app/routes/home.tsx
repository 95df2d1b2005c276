import { ChartColumn, PenLine, Swords, Trophy, Zap } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { GridLines, Hero } from '@/components/ui/hero';
import { IconTile, TILE_TONES } from '@/components/ui/icon-tile';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SignInButton } from '@/features/auth/components/sign-in-button';
import { useAuthDialog } from '@/features/auth/hooks/auth-dialog-context';
import { HomeStats } from '@/features/predictions/components/home-stats';
import { PredictionFeed } from '@/features/predictions/components/prediction-feed';
import { useCurrentUser } from '@/lib/current-user';
import { HowScoringLink } from '@/components/how-scoring-link';

const CreatePredictionDialog = lazyDialog(
  () =>
    import('@/features/predictions/components/create-prediction-dialog').then(
      (m) => m.CreatePredictionDialog,
    ),
  (props) => props.open,
);

// Signed-in only (the Pro offer and badge): loaded once a player is known, never with a visitor's
// first load. Until it is in, the strip shows its own Make a prediction button.
const ProHeroAction = lazy(() =>
  import('@/features/pro/components/pro-hero-action').then((m) => ({ default: m.ProHeroAction })),
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
            <IconTile icon={Icon} tone={TILE_TONES.volt} strokeWidth={2.5} />
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
      <HowScoringLink className="mt-6 gap-1.5 text-sm text-white underline-offset-4 hover:underline" />
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

/** An account younger than this gets "Welcome", not "Welcome back". */
const NEW_PLAYER_MS = 24 * 60 * 60 * 1000;

/** The strip's two actions wrap their label at large text sizes rather than widen the page. */
const HERO_ACTION = 'h-auto min-h-11 max-w-full py-2 text-center whitespace-normal';

function welcomeText(username: string, createdAt: string, now = Date.now()): string {
  const isNew = now - new Date(createdAt).getTime() < NEW_PLAYER_MS;
  return isNew ? `Welcome to BoldCall, ${username}` : `Welcome back, ${username}`;
}

/**
 * Signed-in players know the game: a compact strip (greeting, Make a prediction, View stats)
 * instead of the landing hero, so the feed starts in the first screen, even on a phone.
 */
function WelcomeStrip({
  username,
  createdAt,
  onCreate,
  onRequireSignIn,
}: {
  username: string;
  createdAt: string;
  onCreate(): void;
  onRequireSignIn(): void;
}) {
  const makePrediction = (
    <Button variant="accent" onClick={onCreate} className={HERO_ACTION}>
      <PenLine aria-hidden="true" className="size-5" />
      Make a prediction
    </Button>
  );
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden rounded-3xl bg-hero px-5 py-5 text-white shadow-glow sm:px-8 sm:py-6"
    >
      <GridLines />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0">
          <h1
            id="hero-title"
            className="text-2xl leading-tight font-black tracking-tight break-words sm:text-3xl"
          >
            {welcomeText(username, createdAt)}
          </h1>
          <p className="mt-1 text-sm text-brand-100 sm:text-base">
            Make the <span className="font-bold text-volt-400">bold</span> call, or back the ones
            below.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2.5">
          <Suspense fallback={makePrediction}>
            <ProHeroAction onCreate={onCreate} onRequireSignIn={onRequireSignIn}>
              {makePrediction}
            </ProHeroAction>
          </Suspense>
          <Button variant="glass" onClick={scrollToStats} className={HERO_ACTION}>
            <ChartColumn aria-hidden="true" className="size-5" />
            View stats
          </Button>
        </div>
      </div>
    </section>
  );
}

function HomePage({ user }: { user: { username: string; createdAt: string } | null }) {
  const authDialog = useAuthDialog();
  const [createOpen, setCreateOpen] = useState(false);
  const openCreate = () => (user ? setCreateOpen(true) : authDialog.open('sign-up'));
  const requireSignIn = () => authDialog.open('sign-in');

  return (
    <div className="flex flex-col gap-8 sm:gap-16">
      {user ? (
        <WelcomeStrip
          username={user.username}
          createdAt={user.createdAt}
          onCreate={openCreate}
          onRequireSignIn={requireSignIn}
        />
      ) : (
        <Hero
          eyebrow={
            <span className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3.5 py-1.5 text-sm font-semibold text-brand-50">
              <span aria-hidden="true" className="size-2 rounded-full bg-volt-400" />
              Open signup · free to play
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
              <SignInButton mode="sign-up" variant="accent" size="lg">
                Sign up
              </SignInButton>
              <Button variant="glass" size="lg" onClick={scrollToStats}>
                <ChartColumn aria-hidden="true" className="size-5" />
                View stats
              </Button>
            </>
          }
          aside={<HowItWorks />}
        />
      )}
      <PredictionFeed onCreate={openCreate} onRequireSignIn={requireSignIn} />
      <HomeStats id={STATS_ID} />
      {user ? <CreatePredictionDialog open={createOpen} onOpenChange={setCreateOpen} /> : null}
    </div>
  );
}

export function HomeRoute() {
  useDocumentTitle();
  const { user } = useCurrentUser();
  // Home is re-created whenever the signed-in user changes.
  return <HomePage key={user?.id ?? 'visitor'} user={user} />;
}
