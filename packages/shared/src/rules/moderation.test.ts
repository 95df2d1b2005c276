import { describe, expect, it } from 'vitest';
import { moderationLabel, type FlagAction, type ModerationState } from './moderation.ts';
import { flagActionRefusal, respondRefusal } from './moderation.refusals.ts';

const state = (
  moderationStatus: ModerationState['moderationStatus'],
  userResponse: string | null = null,
  status: ModerationState['status'] = 'PENDING',
) => ({
  status,
  moderationStatus,
  userResponse,
});

describe('moderation state machine', () => {
  it('allows exactly the transitions of ', () => {
    const allowed = (action: FlagAction, s: ModerationState) =>
      flagActionRefusal(action, s) === null;
    const states = {
      normal: state(null),
      approved: state('approved', 'ok'),
      flagged: state('flagged'),
      answered: state('flagged', 'here is why'),
      denied: state('denied', 'here is why'),
    };
    const table = Object.fromEntries(
      Object.entries(states).map(([name, s]) => [
        name,
        (['flag', 'unflag', 'confirm', 'deny'] as const).filter((a) => allowed(a, s)),
      ]),
    );
    expect(table).toEqual({
      normal: ['flag'],
      approved: ['flag'],
      flagged: ['unflag'],
      answered: ['unflag', 'confirm', 'deny'],
      denied: ['unflag', 'confirm'],
    });
    expect(flagActionRefusal('confirm', states.flagged)?.code).toBe('NO_RESPONSE');
    expect(flagActionRefusal('deny', states.denied)?.code).toBe('ALREADY_DENIED');
  });

  it('lets the creator or a joiner respond once while flagged', () => {
    const creator = { isCreator: true, hasJoined: false };
    const joiner = { isCreator: false, hasJoined: true };
    const stranger = { isCreator: false, hasJoined: false };
    expect(respondRefusal(state('flagged'), creator)).toBeNull();
    expect(respondRefusal(state('flagged'), joiner)).toBeNull();
    expect(respondRefusal(state('flagged'), stranger)?.status).toBe(403);
    expect(respondRefusal(state('flagged', 'done'), joiner)?.code).toBe('ALREADY_RESPONDED');
    expect(respondRefusal(state('denied', 'done'), creator)?.code).toBe('NOT_AWAITING_RESPONSE');
    expect(respondRefusal(state(null), creator)?.code).toBe('NOT_AWAITING_RESPONSE');
  });

  it('flags, answers, confirms and denies only pending predictions; unflag stays possible', () => {
    for (const status of ['CORRECT', 'INCORRECT', 'UNMEASURABLE', 'MERGED'] as const) {
      expect(flagActionRefusal('flag', state(null, null, status))?.code).toBe('NOT_PENDING');
      expect(flagActionRefusal('confirm', state('flagged', 'why', status))?.code).toBe(
        'NOT_PENDING',
      );
      expect(flagActionRefusal('deny', state('flagged', 'why', status))?.code).toBe('NOT_PENDING');
      expect(flagActionRefusal('unflag', state('flagged', null, status))).toBeNull();
      expect(
        respondRefusal(state('flagged', null, status), { isCreator: true, hasJoined: false })?.code,
      ).toBe('NOT_AWAITING_RESPONSE');
    }
  });

  it('labels a denied prediction as the product brief shows it', () => {
    expect(moderationLabel('denied')).toBe('Flagged - Denied');
    expect(moderationLabel('flagged')).toBe('Flagged');
    expect(moderationLabel(null)).toBeNull();
  });
});
