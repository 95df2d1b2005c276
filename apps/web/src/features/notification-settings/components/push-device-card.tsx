// "Push on this device": whether this browser shows BoldCall's push notifications, and the one
// button that changes it (docs/rules/notification-settings.md "Push").
import { BellOff, BellRing } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { FormNote } from './form-note';
import { usePushDevice } from '../hooks/use-push-device';
import type { PushState } from '../hooks/push-device';

const STATE_TEXT: Record<PushState, string> = {
  unsupported: 'Not supported: this browser cannot show push notifications.',
  'no-worker':
    'Not ready: the app is still loading its background worker. Reload the page to try again.',
  blocked:
    'Blocked by the browser: allow notifications for this site in your browser settings, then reload.',
  off: 'Off: this device gets no push notifications.',
  on: 'On: this device shows push notifications for the reasons you chose below.',
};

export function PushDeviceCard() {
  const push = usePushDevice();
  return (
    <Card role="region" aria-labelledby="push-device-heading">
      <CardHeader>
        <CardTitle id="push-device-heading" className="flex items-center gap-2">
          {push.state === 'on' ? (
            <BellRing aria-hidden="true" className="size-5 text-brand-ink" />
          ) : (
            <BellOff aria-hidden="true" className="size-5 text-ink-muted" />
          )}
          Push on this device
        </CardTitle>
        <CardDescription>
          Push switches below reach only the devices where push is on. On iPhone and iPad, add
          BoldCall to the Home Screen first.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {push.state === 'checking' ? (
          <Skeleton className="h-5 w-64" />
        ) : (
          <p className="text-sm font-semibold" role="status">
            {STATE_TEXT[push.state]}
          </p>
        )}
        <FormNote tone="error">{push.error}</FormNote>
        {push.state === 'off' || push.state === 'on' ? (
          <div>
            {push.state === 'on' ? (
              <Button variant="outline" onClick={() => void push.turnOff()} loading={push.busy}>
                Turn off
              </Button>
            ) : (
              <Button onClick={() => void push.turnOn()} loading={push.busy}>
                Turn on
              </Button>
            )}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
