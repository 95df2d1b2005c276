// Web push on this device (docs/rules/notification-settings.md "Push"): the server's VAPID public
// key, and registering or removing this browser's subscription.
import {
  pushPublicKeySchema,
  pushSubscriptionEnvelope,
  type PushSubscriptionInput,
} from '@boldcall/shared/schemas/notifications';
import { apiFetch } from '@/lib/api-client';

export const getPushPublicKey = async () =>
  (await apiFetch('/push/public-key', { schema: pushPublicKeySchema })).data.publicKey;

export const createPushSubscription = async (subscription: PushSubscriptionInput) =>
  (
    await apiFetch('/push/subscriptions', {
      method: 'POST',
      body: subscription,
      schema: pushSubscriptionEnvelope,
    })
  ).data;

export const deletePushSubscription = async (id: string): Promise<void> => {
  await apiFetch(`/push/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' });
};
