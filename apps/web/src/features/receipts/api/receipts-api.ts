// Sealed receipts (docs/rules/receipts.md): GET /api/receipts/:hash/verify, parsed with the
// shared schema.
import { useQuery } from '@tanstack/react-query';
import { receiptVerificationSchema } from '@boldcall/shared/schemas/receipts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useReceiptVerification(hash: string) {
  return useQuery({
    queryKey: queryKeys.receipts.verify(hash),
    queryFn: ({ signal }) =>
      api.get(`/receipts/${encodeURIComponent(hash)}/verify`, {
        signal,
        schema: receiptVerificationSchema,
      }),
    enabled: hash !== '',
    // A verification is recomputed when the page is opened again, not in the background.
    staleTime: Infinity,
    retry: false,
  });
}
