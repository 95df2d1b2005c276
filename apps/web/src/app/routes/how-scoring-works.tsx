import {
  BADGE_ACCURATE_MIN_ACCURACY,
  BADGE_ACCURATE_MIN_RESOLVED,
  BADGE_PROLIFIC_MIN_PREDICTIONS,
  BADGE_STREAK_LENGTH,
  DEFAULT_WAGER,
  HEAD_TO_HEAD_BET_CAP,
  HEAD_TO_HEAD_WINDOW_DAYS,
  JUMP_ON_CREATOR_BONUS,
  JUMP_ON_PENALTY,
  MIN_WAGER,
  PREDICTION_TEXT_MAX,
  PREDICTION_TEXT_MIN,
  PRO_MONTHLY_REFRESH_POINTS,
  PRO_POINTS,
  RANKED_MIN_RESOLVED,
  REFERRAL_BONUS_POINTS,
  SEASON_MASTER_WAGER_DEFAULT,
  SIGNUP_POINTS,
} from '@boldcall/shared/constants';
import {
  BookOpen,
  CircleCheck,
  CircleSlash,
  CircleX,
  Coins,
  Handshake,
  Medal,
  RugbyBall,
  Swords,
  ThumbsUp,
  Trophy,
  Zap,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, ProBadge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { PageHeader } from '@/components/ui/page-header';
import type { TitledBlockProps } from '@/components/ui/titled-block';
import { payoutFigures } from '@/features/predictions/components/payout-figures';
import { formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

// Worked examples use the default wager and the dialogs' payout preview (the shared settlement
// rules), so the numbers always match the rules in force.
const W = DEFAULT_WAGER;
const wagerReturns = payoutFigures('creator', W).returned;
const jumpOnProfit = payoutFigures('jump', W).profit;
const accuratePercent = Math.round(BADGE_ACCURATE_MIN_ACCURACY * 100);

const SECTIONS = [
  { id: 'points', title: 'Points' },
  { id: 'predictions', title: 'Making a prediction' },
  { id: 'outcomes', title: 'How a call is settled' },
  { id: 'others', title: "Playing on others' calls" },
  { id: 'ranking', title: 'Accuracy and ranking' },
  { id: 'badges', title: 'Badges' },
  { id: 'nfl', title: 'NFL picks' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

function Section({ id, icon, children }: { id: SectionId; icon: LucideIcon; children: ReactNode }) {
  const title = SECTIONS.find((s) => s.id === id)?.title;
  return (
    <Card className="scroll-mt-24 p-6 sm:p-8" id={id}>
      <section aria-labelledby={`${id}-title`}>
        <div className="flex items-center gap-3">
          <IconTile icon={icon} />
          <h2 id={`${id}-title`} className="text-xl font-extrabold tracking-tight sm:text-2xl">
            {title}
          </h2>
        </div>
        <div className="mt-5 flex flex-col gap-4 leading-relaxed text-ink-muted [&_strong]:font-semibold [&_strong]:text-ink">
          {children}
        </div>
      </section>
    </Card>
  );
}

function Outcome({
  icon: Icon,
  label,
  tone,
  children,
}: {
  icon: LucideIcon;
  label: string;
  tone: 'good' | 'bad' | 'neutral';
  children: ReactNode;
}) {
  const toneClasses = {
    good: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
    bad: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
    neutral: 'bg-subtle text-ink',
  }[tone];
  return (
    <li className="flex gap-4 rounded-2xl border border-line p-4">
      <div className={`grid size-10 shrink-0 place-items-center rounded-xl ${toneClasses}`}>
        <Icon aria-hidden="true" className="size-5" />
      </div>
      <div>
        <p className="font-bold text-ink">{label}</p>
        <p className="mt-0.5 text-sm">{children}</p>
      </div>
    </li>
  );
}

function Play({ icon: Icon, title, children }: TitledBlockProps) {
  return (
    <li className="rounded-2xl border border-line bg-canvas/60 p-5">
      <div className="flex items-center gap-2.5 text-ink">
        <Icon aria-hidden="true" className="size-5 text-brand-ink" />
        <h3 className="font-bold">{title}</h3>
      </div>
      <p className="mt-2 text-sm">{children}</p>
    </li>
  );
}

const QUICK_FACTS = [
  { value: formatNumber(SIGNUP_POINTS), label: 'points to start with' },
  { value: '2×', label: 'your wager back on a correct call' },
  { value: String(RANKED_MIN_RESOLVED), label: 'resolved calls to get ranked' },
] as const;

export function HowScoringWorksRoute() {
  useDocumentTitle('How scoring works');
  return (
    <div className="flex flex-col gap-10">
      <PageHeader
        eyebrow="Rules"
        icon={BookOpen}
        title="How scoring works"
        description="Points are play money: you wager them on your calls and win more by being right. They never turn into real money."
      />

      <ul className="grid gap-4 sm:grid-cols-3" aria-label="Quick facts">
        {QUICK_FACTS.map((fact) => (
          <li
            key={fact.label}
            className="rounded-2xl bg-linear-to-br from-brand-700 to-brand-950 p-5 text-white shadow-glow"
          >
            <p className="text-4xl font-black tracking-tight text-volt-400">{fact.value}</p>
            <p className="mt-1 text-sm font-medium text-brand-100">{fact.label}</p>
          </li>
        ))}
      </ul>

      <div className="grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-xs font-bold tracking-[0.14em] text-ink-muted uppercase">
              On this page
            </p>
            <ul className="mt-3 flex flex-col gap-1 border-l border-line">
              {SECTIONS.map((s) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm font-medium text-ink-muted hover:border-brand-500 hover:text-ink"
                  >
                    {s.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>

        <div className="flex flex-col gap-6">
          <Section id="points" icon={Coins}>
            <p>
              Everyone starts with <strong>{formatNumber(SIGNUP_POINTS)} points</strong>. Every
              change to your balance is recorded, and a balance can never go below zero.
            </p>
            <p>
              <strong>Pro members</strong> are topped up to{' '}
              <strong>{formatNumber(PRO_POINTS)} points</strong> when they upgrade, and again on the
              first day of every month (UTC) to{' '}
              <strong>{formatNumber(PRO_MONTHLY_REFRESH_POINTS)}</strong> if their balance has
              dropped below that.
            </p>
            <p>
              <strong>Invite friends</strong> from your profile: when someone signs up with your
              invite code and their first call is settled (correct or incorrect), you get{' '}
              <strong>+{formatNumber(REFERRAL_BONUS_POINTS)} points</strong> — once per new player.
            </p>
          </Section>

          <Section id="predictions" icon={Zap}>
            <p>
              A prediction is a statement about the future in {PREDICTION_TEXT_MIN} to{' '}
              {PREDICTION_TEXT_MAX} characters, with a category and an expiry date. You back it with
              a wager of at least <strong>{MIN_WAGER} point</strong> and at most your balance ({W}{' '}
              by default).
            </p>
            <p>
              Your wager is <strong>held</strong> until an admin resolves the prediction, so you
              can't spend the same points twice. Once a prediction expires it stops taking joins,
              jumps and bets, and waits for an admin's verdict.
            </p>
          </Section>

          <Section id="outcomes" icon={CircleCheck}>
            <p>An admin resolves each prediction in one of three ways:</p>
            <ul className="flex flex-col gap-3">
              <Outcome icon={CircleCheck} label="Correct" tone="good">
                The creator and everyone who joined get <strong>twice their wager</strong> back — a{' '}
                {W}-point wager returns {wagerReturns}.
              </Outcome>
              <Outcome icon={CircleX} label="Incorrect" tone="bad">
                The creator and everyone who joined lose their wager.
              </Outcome>
              <Outcome icon={CircleSlash} label="Unmeasurable" tone="neutral">
                Nobody wins or loses: every wager is returned, and the +{JUMP_ON_CREATOR_BONUS}{' '}
                bonuses held for the creator are cancelled, so everyone ends exactly where they
                started. The same happens when a prediction is deleted.
              </Outcome>
            </ul>
            <p>
              On a correct call, bets against go to the creator; on an incorrect one, each bettor
              against gets twice their wager. Either way, the creator's held jump-on bonuses are
              paid into their balance.
            </p>
            <p>
              When an admin merges duplicate predictions into one, every stake, join, vote, jump and
              bet moves onto the merged prediction, keeping one position per player (anything beyond
              that is refunded). Jump-on bonuses follow: the merged prediction holds +
              {JUMP_ON_CREATOR_BONUS} per jump it keeps for its creator, in place of the original
              creators' held bonuses. No points are lost or made.
            </p>
          </Section>

          <Section id="others" icon={Swords}>
            <p>
              On anyone's prediction but your own, while it is still open, you can take{' '}
              <strong>one position</strong>: join it or jump on it (you are <em>for</em> it), or bet
              against it (you are <em>against</em> it). Once you have joined, you can't also jump on
              or bet against the same prediction, and so on; your profile lists every position you
              hold. Voting is separate: free, once, whatever your position.
            </p>
            <ul className="grid gap-4 sm:grid-cols-2">
              <Play icon={Handshake} title="Join">
                Side with the creator. Your wager is held and you share their outcome: twice your
                wager if it's correct, nothing if it isn't.
              </Play>
              <Play icon={Zap} title="Jump on">
                The creator gets <strong>+{JUMP_ON_CREATOR_BONUS}</strong> point, held for them (it
                can't be wagered) until the call is resolved. If the call is correct you get your
                wager back plus a profit of your wager minus {JUMP_ON_PENALTY} (a {W}-point jump
                wins {jumpOnProfit}); if it's wrong you lose your wager.
              </Play>
              <Play icon={Swords} title="Bet against">
                Fade the call. If it turns out <strong>incorrect</strong> you get twice your wager;
                if it's correct, your wager goes to the creator. Fair play: you can have at most{' '}
                <strong>{HEAD_TO_HEAD_BET_CAP} points</strong> bet against any one player's calls in{' '}
                {HEAD_TO_HEAD_WINDOW_DAYS} days (refunded bets don't count).
              </Play>
              <Play icon={ThumbsUp} title="Vote">
                Up or down, free of charge. Votes show what the crowd thinks and cost nothing.
              </Play>
            </ul>
          </Section>

          <Section id="ranking" icon={Trophy}>
            <p>
              <strong>Accuracy</strong> is your correct predictions divided by your correct plus
              incorrect ones, counting the predictions you created or joined. Unmeasurable ones
              don't count either way; with none resolved, accuracy is 0%.
            </p>
            <p>
              On the leaderboard, players with at least{' '}
              <strong>{RANKED_MIN_RESOLVED} resolved predictions</strong> are ranked by accuracy,
              then by number of correct predictions, then by points. Only they get a rank number and
              a place on the podium, and that rank is the same on your profile.
            </p>
            <p>
              Everyone else is listed under <strong>Not Ranked Yet</strong>, by points, with how
              many more resolved calls they need. Points alone never put you at the top.
            </p>
          </Section>

          <Section id="badges" icon={Medal}>
            <ul className="grid gap-3 sm:grid-cols-2">
              <li className="flex items-start gap-3">
                <Badge variant="neutral">New</Badge>
                <span className="text-sm">
                  Fewer than {RANKED_MIN_RESOLVED} resolved predictions.
                </span>
              </li>
              <li className="flex items-start gap-3">
                <Badge variant="success">Accurate</Badge>
                <span className="text-sm">
                  At least {accuratePercent}% accuracy over {BADGE_ACCURATE_MIN_RESOLVED} or more
                  resolved predictions.
                </span>
              </li>
              <li className="flex items-start gap-3">
                <Badge variant="brand">Prolific</Badge>
                <span className="text-sm">
                  {BADGE_PROLIFIC_MIN_PREDICTIONS} or more predictions made or joined.
                </span>
              </li>
              <li className="flex items-start gap-3">
                <Badge variant="warning">Streak</Badge>
                <span className="text-sm">
                  Your last {BADGE_STREAK_LENGTH} resolved predictions were all correct.
                </span>
              </li>
              <li className="flex items-start gap-3">
                <ProBadge />
                <span className="text-sm">A Pro member.</span>
              </li>
            </ul>
          </Section>

          <Section id="nfl" icon={RugbyBall}>
            <p>
              <strong>Weekly picks:</strong> tap the team you think wins each game, then save the
              week's picks at once; each gets the wager you set (your last one to start with). You
              can change your pick until kickoff. A win pays twice your wager, a loss pays nothing
              and a tie returns your wager.
            </p>
            <p>
              <strong>Season predictor:</strong> pick winners for any of the season's regular-season
              games and back them all with one wager ({SEASON_MASTER_WAGER_DEFAULT} by default). It
              locks at the season's first kickoff and can't be changed once submitted. When all your
              picked games are final you receive twice your wager times the share of decided picks
              you got right, rounded.
            </p>
          </Section>
        </div>
      </div>
    </div>
  );
}
