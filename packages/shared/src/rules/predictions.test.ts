import { describe, expect, it } from 'vitest';
import { heldPosition, offersInteract, sideOf, type PredictionGate } from './predictions.ts';
import {
  editRefusal,
  interactionRefusal,
  joinRefusal,
  POSITION_MSG,
  PREDICTION_MSG,
} from './predictions.refusals.ts';

const NOW = Date.UTC(2027, 0, 1);
const open: PredictionGate = {
  userId: 'creator',
  status: 'PENDING',
  expiresAt: new Date(NOW + 60_000),
  moderationStatus: null,
};
const msg = (r: { message: string } | null) => r?.message ?? null;

describe('join rules', () => {
  const viewer = { userId: 'viewer', hasJoined: false };
  it('lets a non-creator join an open prediction once', () => {
    expect(joinRefusal(open, viewer, NOW)).toBeNull();
    expect(joinRefusal(open, { ...viewer, hasJoined: true }, NOW)).toMatchObject({
      status: 409,
      message: 'You have already joined this prediction',
    });
  });
  it('refuses the creator, closed, denied and expired predictions', () => {
    expect(joinRefusal(open, { userId: 'creator', hasJoined: false }, NOW)?.status).toBe(403);
    expect(msg(joinRefusal({ ...open, status: 'CORRECT' }, viewer, NOW))).toBe(
      'This prediction is no longer accepting joins',
    );
    expect(msg(joinRefusal({ ...open, moderationStatus: 'denied' }, viewer, NOW))).toBe(
      'This prediction is no longer accepting joins',
    );
    expect(joinRefusal({ ...open, moderationStatus: 'flagged' }, viewer, NOW)).toBeNull();
    expect(joinRefusal(open, viewer, NOW + 60_000)).toMatchObject({
      status: 409,
      message: 'This prediction has expired',
    });
  });
});

describe('interaction rules', () => {
  const viewer = { userId: 'viewer', alreadyDone: false };
  it.each(['vote', 'jump', 'bet'] as const)('%s: creator, status, expiry, once', (kind) => {
    expect(interactionRefusal(kind, open, viewer, NOW)).toBeNull();
    expect(
      interactionRefusal(kind, open, { userId: 'creator', alreadyDone: false }, NOW),
    ).toMatchObject({
      status: 403,
      message: 'You cannot interact with your own predictions',
    });
    expect(msg(interactionRefusal(kind, { ...open, status: 'INCORRECT' }, viewer, NOW))).toBe(
      'This prediction is no longer accepting interactions',
    );
    expect(msg(interactionRefusal(kind, open, viewer, NOW + 60_001))).toBe(
      'This prediction has expired',
    );
    expect(interactionRefusal(kind, open, { ...viewer, alreadyDone: true }, NOW)?.status).toBe(409);
  });
  it('keeps votes but no new stakes on a denied prediction', () => {
    const denied = { ...open, moderationStatus: 'denied' as const };
    expect(interactionRefusal('vote', denied, viewer, NOW)).toBeNull();
    expect(interactionRefusal('jump', denied, viewer, NOW)?.status).toBe(409);
    expect(interactionRefusal('bet', denied, viewer, NOW)?.status).toBe(409);
  });
  it('names what was already done', () => {
    const done = { ...viewer, alreadyDone: true };
    expect(msg(interactionRefusal('vote', open, done, NOW))).toBe(
      'You have already voted on this prediction',
    );
    expect(msg(interactionRefusal('jump', open, done, NOW))).toBe(
      'You have already jumped on this prediction',
    );
    expect(msg(interactionRefusal('bet', open, done, NOW))).toBe(
      'You have already bet against this prediction',
    );
  });
});

describe('edit rules', () => {
  const p = {
    ...open,
    joinedCount: 0,
    jumpedOnCount: 0,
    betAgainstCount: 0,
    votesUp: 0,
    votesDown: 0,
  };
  it('lets the creator edit a pending prediction until anyone else votes or stakes', () => {
    expect(editRefusal(p, { userId: 'creator' })).toBeNull();
    expect(editRefusal(p, { userId: 'other' })?.status).toBe(403);
    expect(editRefusal({ ...p, status: 'CORRECT' }, { userId: 'creator' })?.status).toBe(409);
    const keys = ['joinedCount', 'jumpedOnCount', 'betAgainstCount', 'votesUp', 'votesDown'];
    for (const key of keys) {
      expect(editRefusal({ ...p, [key]: 1 }, { userId: 'creator' })).toMatchObject({
        status: 409,
        message: PREDICTION_MSG.editHasStakes,
      });
    }
  });
});

describe('positions: one per player per prediction', () => {
  const viewer = { userId: 'viewer' };
  it('names the side of each position', () => {
    expect(['creator', 'join', 'jump', 'bet'].map((p) => sideOf(p as 'join'))).toEqual([
      'for',
      'for',
      'for',
      'against',
    ]);
    expect(heldPosition({})).toBeNull();
    expect(heldPosition({ hasJumped: true })).toBe('jump');
    expect(heldPosition({ hasBetAgainst: true })).toBe('bet');
    expect(heldPosition({ isCreator: true, hasJoined: true })).toBe('creator');
  });

  it('refuses a second position of another kind, with why', () => {
    for (const held of ['join', 'jump', 'bet'] as const) {
      const hasJoined = held === 'join';
      const join = joinRefusal(open, { ...viewer, hasJoined, position: held }, NOW);
      if (held === 'join') expect(join?.code).toBe('ALREADY_JOINED');
      else
        expect(join).toMatchObject({
          status: 409,
          code: 'POSITION_TAKEN',
          message: POSITION_MSG[held],
        });
      for (const kind of ['jump', 'bet'] as const) {
        const alreadyDone = held === kind;
        const r = interactionRefusal(kind, open, { ...viewer, alreadyDone, position: held }, NOW);
        if (alreadyDone) expect(r?.code).toMatch(/^ALREADY_/);
        else
          expect(r).toMatchObject({
            status: 409,
            code: 'POSITION_TAKEN',
            message: POSITION_MSG[held],
          });
      }
      // Votes are free: any position holder may still vote.
      expect(
        interactionRefusal('vote', open, { ...viewer, alreadyDone: false, position: held }, NOW),
      ).toBeNull();
    }
  });

  it('says a joiner cannot bet against in words', () => {
    expect(
      interactionRefusal('bet', open, { ...viewer, alreadyDone: false, position: 'join' }, NOW)
        ?.message,
    ).toBe(
      'You have joined this prediction. One position per prediction: you cannot also jump on it or bet against it.',
    );
  });
});

describe('offersInteract', () => {
  it('offers Interact only on open predictions and never to the creator', () => {
    expect(offersInteract(open, NOW)).toBe(true);
    expect(offersInteract({ ...open, isCreator: true }, NOW)).toBe(false);
    expect(offersInteract({ ...open, status: 'CORRECT' }, NOW)).toBe(false);
    expect(offersInteract(open, NOW + 60_001)).toBe(false);
  });
});
