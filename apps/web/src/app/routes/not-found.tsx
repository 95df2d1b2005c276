import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <section
      className="flex flex-col items-center py-10 text-center sm:py-16"
      aria-labelledby="not-found-title"
    >
      <p
        aria-hidden="true"
        className="bg-linear-to-br from-brand-500 via-brand-700 to-brand-950 bg-clip-text text-[7.5rem] leading-none font-black tracking-[-0.06em] text-transparent sm:text-[11rem] dark:from-volt-300 dark:via-brand-300 dark:to-brand-600"
      >
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-black tracking-tight sm:text-4xl">
        That call missed.
      </h1>
      <p className="mt-3 max-w-md text-lg text-ink-muted">
        We couldn't find the page you were looking for. It may have moved, or the link may be wrong.
      </p>
      <ButtonLink to="/" icon={ArrowLeft} size="lg" className="mt-8">
        Back to home
      </ButtonLink>
    </section>
  );
}
