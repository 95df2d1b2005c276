// Watch / Watching on a call's page (docs/rules/follows.md): a watcher hears of the call's
// comments and its result. Only for signed-in players.
import { Bell, BellRing } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { showToast } from '@/lib/toast';
import { useSetWatch, useWatch } from '../api/use-follows';

export function WatchToggle({ predictionId }: { predictionId: string }) {
  const state = useWatch(predictionId, true);
  const setWatch = useSetWatch(predictionId);
  if (!state.data) return null;
  const watching = state.data.watching;
  const Icon = watching ? BellRing : Bell;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={watching}
      title={
        watching ? 'You hear of new comments and the result' : 'Hear of new comments and the result'
      }
      loading={setWatch.isPending}
      onClick={() =>
        setWatch.mutate(!watching, {
          onError: (error) => showToast((toast) => toast.error(error.message)),
        })
      }
    >
      <Icon aria-hidden="true" className="size-4" />
      {watching ? 'Watching' : 'Watch'}
    </Button>
  );
}
