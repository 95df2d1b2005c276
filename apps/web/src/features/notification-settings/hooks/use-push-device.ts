// The browser's side of push for the "Push on this device" card: its state, Turn on, Turn off.
import { useCallback, useEffect, useState } from 'react';
import * as api from '../api/push-api';
import {
  PushError,
  readPushState,
  turnPushOff,
  turnPushOn,
  type PushEnvironment,
  type PushState,
} from './push-device';

function browserPushEnvironment(): PushEnvironment {
  const supported =
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator;
  return {
    permission: () => (supported ? Notification.permission : null),
    requestPermission: () => Notification.requestPermission(),
    // The worker main.tsx registers (features/install/register-service-worker); none in
    // development, where vite-plugin-pwa is off.
    pushManager: async () =>
      (await navigator.serviceWorker.getRegistration('/'))?.pushManager ?? null,
    storage: window.localStorage,
    api: {
      publicKey: api.getPushPublicKey,
      create: api.createPushSubscription,
      remove: api.deletePushSubscription,
    },
  };
}

export function usePushDevice(environment: () => PushEnvironment = browserPushEnvironment) {
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const check = useCallback(
    () => readPushState(environment()).catch((): PushState => 'unsupported'),
    [environment],
  );

  useEffect(() => {
    let live = true;
    void check().then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [check]);

  const run = (step: (env: PushEnvironment) => Promise<void>) => async () => {
    setBusy(true);
    setError('');
    try {
      await step(environment());
    } catch (e) {
      setError(e instanceof PushError ? e.message : 'Something went wrong. Try again.');
    } finally {
      setState(await check());
      setBusy(false);
    }
  };

  return { state, busy, error, turnOn: run(turnPushOn), turnOff: run(turnPushOff) };
}
