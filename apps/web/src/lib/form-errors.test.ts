import { describe, expect, it } from 'vitest';
import { errorMessage, runReported } from './form-errors.ts';

describe('form errors', () => {
  it("shows the error's own message, or the fallback when it has none", () => {
    expect(errorMessage(new Error('No league matches that invite code'), 'Failed')).toBe(
      'No league matches that invite code',
    );
    expect(errorMessage(new Error(''), 'Failed to join league')).toBe('Failed to join league');
    expect(errorMessage('boom', 'Failed to vote')).toBe('Failed to vote');
    expect(errorMessage(undefined, 'Failed to vote')).toBe('Failed to vote');
  });

  it('clears the previous message and reports nothing else when the action succeeds', async () => {
    const reports: Array<string | null> = [];
    const ok = await runReported(
      async () => {},
      (m) => reports.push(m),
      'Failed',
    );
    expect(ok).toBe(true);
    expect(reports).toEqual([null]);
  });

  it("reports the failure's message after clearing, and never lets it escape", async () => {
    const reports: Array<string | null> = [];
    const ok = await runReported(
      async () => {
        throw new Error('You already hold a position on this prediction');
      },
      (m) => reports.push(m),
      'Failed to join prediction',
    );
    expect(ok).toBe(false);
    expect(reports).toEqual([null, 'You already hold a position on this prediction']);
  });

  it('uses the fallback for a failure without a message, and a custom catalogue when given', async () => {
    const reports: Array<string | null> = [];
    await runReported(
      () => {
        throw new Error('');
      },
      (m) => reports.push(m),
      'Failed to create league',
    );
    await runReported(
      () => Promise.reject(new Error('401')),
      (m) => reports.push(m),
      'Failed to sign in',
      (_error, fallback) => `${fallback}: catalogue`,
    );
    expect(reports).toEqual([
      null,
      'Failed to create league',
      null,
      'Failed to sign in: catalogue',
    ]);
  });
});
