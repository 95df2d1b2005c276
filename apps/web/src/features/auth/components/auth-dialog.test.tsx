// @vitest-environment happy-dom
// The sign-up dialog when the server made the account but could not mail its code: the Verify
// step says so instead of "Sent to …", and after Resend code it names the address again.
// `fetch` answers as the server does (the server side is in apps/server auth.test.ts).
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { button, click, fakeApi, render, settle, type } from '@/test/dom';
import { dialog, dialogText } from '@/test/dialog';
import type { AuthMode } from '../hooks/auth-dialog-context';
import { AuthDialog } from './auth-dialog';

function Harness() {
  const [mode, setMode] = useState<AuthMode>('sign-up');
  return (
    <AuthDialog open mode={mode} onModeChange={setMode} onOpenChange={() => {}} forced={false} />
  );
}

const field = (name: string) => {
  const input = dialog().querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no field ${name}`);
  return input;
};

/** Opens Sign Up, fills it in as a person would and presses Create Account. */
async function createAccount(email: string, username: string) {
  await render(<Harness />);
  await type(field('email'), email);
  await type(field('username'), username);
  await type(field('password'), 'BoldCall2468');
  await type(field('confirmPassword'), 'BoldCall2468');
  await click(button('Create Account', dialog()));
}

describe('Sign up, code not mailed', () => {
  it('tells the player the code was not sent, and Resend code sends it', async () => {
    const requests = fakeApi((_method, url) => {
      if (url.endsWith('/auth/sign-up/email')) {
        return { page: { token: null, user: { email: 'new@example.com' }, codeSent: false } };
      }
      if (url.endsWith('/account/resend-code')) return { page: { success: true } };
      throw new Error(`unexpected request ${url}`);
    });
    await createAccount('New@Example.com', 'new_player');

    await settle(() => dialogText().includes('We could not send a code'));
    expect(dialogText()).toContain(
      'We could not send a code to new@example.com. Press Resend code to get one.',
    );
    expect(dialogText()).not.toContain('Sent to');
    expect(dialogText()).not.toContain('We e-mailed you');

    await click(button('Resend code', dialog()));
    await settle(() => dialogText().includes('New verification code sent!'));
    expect(dialogText()).toContain('Sent to new@example.com.');
    expect(dialogText()).toContain('We e-mailed you a 6-digit code.');
    expect(dialogText()).not.toContain('We could not send a code');
    expect(requests.map((r) => r.url.replace(/^.*\/api/, ''))).toEqual([
      '/auth/sign-up/email',
      '/account/resend-code',
    ]);
    expect(requests[1]?.body).toEqual({ identifier: 'new@example.com' });
  });

  it('says where the code went when it was sent', async () => {
    fakeApi(() => ({ page: { token: null, user: { email: 'ok@example.com' } } }));
    await createAccount('ok@example.com', 'ok_player');
    await settle(() => dialogText().includes('Sent to ok@example.com.'));
    expect(dialogText()).not.toContain('We could not send a code');
  });
});
