import { Link } from 'react-router';
import { LogoMark } from '@/components/brand-logo';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 pb-[calc(2.5rem+env(safe-area-inset-bottom))] sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div className="flex items-center gap-3">
          <LogoMark className="size-8" />
          <div>
            <p className="font-black tracking-tight">BoldCall</p>
            <p className="text-sm text-ink-muted">
              A prediction game played with points, not money.
            </p>
          </div>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
            <li>
              <Link
                to="/how-scoring-works"
                className="text-brand-ink underline-offset-4 hover:underline"
              >
                How scoring works
              </Link>
            </li>
            <li>
              <Link to="/leaderboard" className="text-ink-muted hover:text-ink">
                Leaderboard
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
