// A league action that failed (join, leave, a new code, delete, remove a member): the server's
// message in a toast, or the action's own sentence when it sent none.
import { toast } from 'sonner';
import { errorMessage } from '@/lib/form-errors';

/** The `onError` of a league mutation: toasts the failure with `fallback` as the last resort. */
export const failureToast = (fallback: string) => (error: unknown) => {
  toast.error(errorMessage(error, fallback));
};
