// /verify/:hash — a sealed receipt recomputed with its chain back to the start, for a person
// (docs/rules/receipts.md).
import { ShieldQuestion } from 'lucide-react';
import { useParams } from 'react-router';
import { PageLoadError } from '@/components/ui/page-load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReceiptVerification } from '@/features/receipts/api/receipts-api';
import { ReceiptVerificationView } from '@/features/receipts/components/receipt-verification';

export function VerifyRoute() {
  const { hash = '' } = useParams();
  const query = useReceiptVerification(hash.toLowerCase());
  useDocumentTitle('Verify a receipt');

  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-6">
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <PageLoadError
        icon={ShieldQuestion}
        missingStatuses={[404, 400]}
        notFound={{
          title: 'Receipt not found',
          description: 'No receipt has this hash. Check that it was copied whole (64 characters).',
        }}
        failedTitle="Could not check the receipt"
        error={query.error}
        failedMessage="Failed to verify the receipt"
        back={{ to: '/', label: 'Back to home' }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        eyebrow="Sealed receipt"
        title="Verify a receipt"
        description="Every call and position is sealed when it is made: hashed with the receipt before it, so nothing can be changed afterwards unnoticed."
      />
      <ReceiptVerificationView result={query.data} />
    </div>
  );
}
