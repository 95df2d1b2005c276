// @vitest-environment happy-dom
// The notification settings form in a DOM, with `fetch` answered as the API would: it shows the
// saved choices (here the defaults), saving sends only what changed, and a server refusal is
// shown in the server's words.
import {
  DEFAULT_CHANNELS,
  DEFAULT_DIGEST,
  NOTIFICATION_REASONS,
} from '@boldcall/shared/rules/notifications';
import type { NotificationSettings as Settings } from '@boldcall/shared/schemas/notifications';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import {
  button,
  click,
  fakeApi,
  pageText,
  render,
  settle,
  type FakeAnswer,
  refusal,
} from '@/test/dom';
import { NotificationSettings } from './notification-settings';

const defaults: Settings = {
  reasons: NOTIFICATION_REASONS.map((reason) => ({ reason, ...DEFAULT_CHANNELS[reason] })),
  digest: DEFAULT_DIGEST,
  quietHours: null,
  timeZone: 'Europe/Berlin',
};

function control(name: string): HTMLInputElement {
  const found = document.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`);
  if (!found) throw new Error(`no control "${name}"`);
  return found;
}

async function open(put: (body: unknown) => FakeAnswer) {
  const requests = fakeApi((method) => {
    if (method === 'PUT') return put(requests.at(-1)?.body);
    return { data: defaults };
  });
  await render(<NotificationSettings browserZone="Europe/Berlin" />);
  await settle(() => document.querySelector('form') !== null);
  return requests;
}

describe('NotificationSettings', () => {
  it('shows the saved choices: here the defaults', async () => {
    await open(() => ({ data: defaults }));
    for (const reason of ['Results', 'Someone took a side', 'Comments', 'Mentions', 'Reminders']) {
      expect(pageText()).toContain(reason);
    }
    expect(control('Results by push').checked).toBe(true);
    expect(control('Results in-app').checked).toBe(true);
    expect(control('Comments by push').checked).toBe(false);
    expect(control('Comments by e-mail').checked).toBe(false);
    expect(pageText()).toContain('Your calls and picks are settled');
    expect(pageText()).toContain('By e-mail in your digest');
    expect(document.querySelector<HTMLSelectElement>('select')?.value).toBe('weekly');
    expect(button('Save settings').disabled).toBe(true);
  });

  it('toggling "Comments by push" and saving sends only that change, then says Saved', async () => {
    const saved: Settings = {
      ...defaults,
      reasons: defaults.reasons.map((r) => (r.reason === 'comments' ? { ...r, push: true } : r)),
    };
    const requests = await open(() => ({ data: saved }));
    await click(control('Comments by push'));
    expect(control('Comments by push').checked).toBe(true);
    await act(async () => button('Save settings').click());
    await settle(() => pageText().includes('Saved'));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('/api/notifications/settings');
    expect(put?.body).toEqual({
      reasons: [{ reason: 'comments', inApp: true, email: false, push: true }],
    });
    expect(button('Save settings').disabled).toBe(true);
  });

  it("shows the server's message when it refuses", async () => {
    await open(() => refusal(400, 'BAD_REQUEST', 'Choose a time zone from the list'));
    await click(control('Mentions by e-mail'));
    await act(async () => button('Save settings').click());
    await settle(() => document.querySelector('[role="alert"]') !== null);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Choose a time zone from the list',
    );
    // Nothing lost: the change is still there to save again.
    expect(control('Mentions by e-mail').checked).toBe(true);
    expect(button('Save settings').disabled).toBe(false);
  });

  it("preselects the browser's zone over the server's UTC default and says what is saved", async () => {
    const requests = fakeApi(() => ({ data: { ...defaults, timeZone: 'UTC' } }));
    await render(<NotificationSettings browserZone="America/Chicago" />);
    await settle(() => document.querySelector('form') !== null);
    const zone = document.querySelector<HTMLSelectElement>(
      'select:not([aria-describedby$="-description"])',
    );
    expect(zone?.value).toBe('America/Chicago');
    expect(pageText()).toContain('Saved settings use UTC.');
    await act(async () => button('Save settings').click());
    await settle(() => requests.some((r) => r.method === 'PUT'));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ timeZone: 'America/Chicago' });
  });
});
