// @vitest-environment happy-dom
// Create Account, rendered in a DOM: a refused submit shows every message and never moves focus
// (docs/decisions/033-focus-never-moves-while-a-person-types.md). The validation ends after the
// click; where the click did not focus the button (macOS browsers, this DOM) the person is
// still in the last field, and a late focus would send their next keystrokes into Email.
import { describe, expect, it } from 'vitest';
import { button, click, pageText, render, settle, type } from '@/test/dom';
import { SignUpForm } from './sign-up-form';

const field = (name: string) =>
  document.querySelector<HTMLInputElement>(`input[name="${name}"]`) ??
  (() => {
    throw new Error(`no field ${name}`);
  })();

describe('Create Account', () => {
  it('a refused submit shows every message and leaves focus where the person is', async () => {
    await render(<SignUpForm defaultInviteCode="" onDone={() => {}} onSignIn={() => {}} />);
    await type(field('email'), 'not-an-email');
    await type(field('username'), 'ab');
    await type(field('password'), 'short');
    await type(field('confirmPassword'), 'other');
    const confirm = field('confirmPassword');
    confirm.focus();
    expect(document.activeElement).toBe(confirm);

    await click(button('Create Account'));
    await settle(() => pageText().includes('Passwords do not match'));
    expect(pageText()).toContain('Please enter a valid email address');
    expect(pageText()).toContain('Username must be at least 3 characters');
    expect(pageText()).toContain('Password must be at least 8 characters');
    // Still in Confirm password: what they type next lands there.
    expect(document.activeElement).toBe(confirm);
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
  });
});
