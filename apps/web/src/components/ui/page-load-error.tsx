// A page whose one subject failed to load (a league, a verification link): apart from
// error-state.tsx so that Home's first load does not carry it.
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';

/**
 * A page whose one subject failed to load, with a way out: "not found" in neutral when the server
 * answered one of `missingStatuses` (there is no such thing), otherwise the failure in red with
 * the server's message (`failedMessage` when it sent none).
 */
export function PageLoadError({
  icon,
  missingStatuses = [404],
  notFound,
  failedTitle,
  error,
  failedMessage,
  back,
}: {
  icon: LucideIcon;
  missingStatuses?: number[];
  notFound: { title: string; description: string };
  failedTitle: string;
  error: unknown;
  failedMessage: string;
  back: { to: string; label: string };
}) {
  const missing = isApiError(error) && missingStatuses.includes(error.status);
  return (
    <EmptyState
      icon={icon}
      tone={missing ? 'neutral' : 'danger'}
      headingLevel="h1"
      title={missing ? notFound.title : failedTitle}
      description={missing ? notFound.description : errorMessage(error, failedMessage)}
      action={
        <Button asChild variant="outline">
          <Link to={back.to}>{back.label}</Link>
        </Button>
      }
    />
  );
}
