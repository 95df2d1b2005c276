// Who may join, vote, jump on, bet against or edit a prediction (docs/rules/game.md "Positions",
// "Editing"). The server decides with these under a row lock; the web uses them to show or hide
// the Join / Interact / Edit buttons, so both always agree. A gate names its refusal by a key: the
// catalogue's texts live in predictions.refusals.ts, so the cards that only ask "may they?" carry
// none of them (decision 050).
import type { PredictionStatus } from '../constants.ts';
import { isExpired } from './expiry.ts';

export const MODERATION_STATUSES = ['flagged', 'denied', 'approved'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const VOTE_TYPES = ['up', 'down'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

/**
 * The position a player holds on a prediction (docs/rules/game.md "Positions"): the creator,
 * a joiner and a jumper are "for" it, a bettor is "against" it. A player holds at most one
 * position per prediction; votes are free and are not positions.
 */
export const POSITIONS = ['creator', 'join', 'jump', 'bet'] as const;
export type Position = (typeof POSITIONS)[number];
export type Side = 'for' | 'against';

export const sideOf = (position: Position): Side => (position === 'bet' ? 'against' : 'for');

/** The viewer's position from the flags a prediction carries for them, or null. */
export function heldPosition(flags: {
  isCreator?: boolean;
  hasJoined?: boolean;
  hasJumped?: boolean;
  hasBetAgainst?: boolean;
}): Position | null {
  if (flags.isCreator) return 'creator';
  if (flags.hasJoined) return 'join';
  if (flags.hasJumped) return 'jump';
  if (flags.hasBetAgainst) return 'bet';
  return null;
}

/** The message of the catalogue that tells each refusal (its text: predictions.refusals.ts). */
export type GateKey =
  | 'ownJoin'
  | 'alreadyJoined'
  | 'notAcceptingJoins'
  | 'expired'
  | 'ownInteraction'
  | 'notAcceptingInteractions'
  | 'alreadyVoted'
  | 'alreadyJumped'
  | 'alreadyBetAgainst'
  | 'editNotOwner'
  | 'editNotPending'
  | 'editHasStakes'
  | `held-${Exclude<Position, 'creator'>}`;

/** Why a gate refuses: the answer's status and code, and which message tells it. */
export interface Gate {
  status: 403 | 409;
  code: string;
  key: GateKey;
}

/** Shown by the web before calling, to a visitor who presses a side. */
export const SIGN_IN_TO = {
  join: 'User not found. Please sign in.',
  interact: 'Sign in to interact with predictions',
} as const;

export interface PredictionGate {
  userId: string;
  status: PredictionStatus;
  expiresAt: Date | string;
  moderationStatus: ModerationStatus | null;
}

const refuse = (status: 403 | 409, code: string, key: GateKey): Gate => ({ status, code, key });

/** Taking position `wanted` while holding `held` (another stake on the same prediction). */
function positionGate(wanted: Position, held: Position | null | undefined): Gate | null {
  if (!held || held === wanted || held === 'creator') return null;
  return refuse(409, 'POSITION_TAKEN', `held-${held}`);
}

/**
 * Join: a signed-in non-creator, not yet joined, on a PENDING prediction that is not denied and
 * not expired ("Join"; the order of checks follows the product's list), who holds no other
 * position on it (`position`: what they already hold, see heldPosition).
 */
export function joinGate(
  prediction: PredictionGate,
  viewer: { userId: string; hasJoined: boolean; position?: Position | null },
  now: number = Date.now(),
): Gate | null {
  if (viewer.userId === prediction.userId) return refuse(403, 'OWN_PREDICTION', 'ownJoin');
  if (viewer.hasJoined) return refuse(409, 'ALREADY_JOINED', 'alreadyJoined');
  if (prediction.status !== 'PENDING' || prediction.moderationStatus === 'denied') {
    return refuse(409, 'NOT_ACCEPTING_JOINS', 'notAcceptingJoins');
  }
  if (isExpired(prediction.expiresAt, now)) return refuse(409, 'EXPIRED', 'expired');
  return positionGate('join', viewer.position);
}

export type Interaction = 'vote' | 'jump' | 'bet';

const ALREADY: Record<Interaction, Gate> = {
  vote: refuse(409, 'ALREADY_VOTED', 'alreadyVoted'),
  jump: refuse(409, 'ALREADY_JUMPED', 'alreadyJumped'),
  bet: refuse(409, 'ALREADY_BET_AGAINST', 'alreadyBetAgainst'),
};

/**
 * Vote, jump on, bet against ("Interact"): never the creator, only PENDING and unexpired,
 * once each. A denied prediction takes no new stakes (as for joins) but can still be voted on.
 * Jump on and bet against are positions: refused to a player holding another one (`position`).
 */
export function interactionGate(
  kind: Interaction,
  prediction: PredictionGate,
  viewer: { userId: string; alreadyDone: boolean; position?: Position | null },
  now: number = Date.now(),
): Gate | null {
  if (viewer.userId === prediction.userId) {
    return refuse(403, 'OWN_PREDICTION', 'ownInteraction');
  }
  const denied = kind !== 'vote' && prediction.moderationStatus === 'denied';
  if (prediction.status !== 'PENDING' || denied) {
    return refuse(409, 'NOT_ACCEPTING_INTERACTIONS', 'notAcceptingInteractions');
  }
  if (isExpired(prediction.expiresAt, now)) return refuse(409, 'EXPIRED', 'expired');
  if (viewer.alreadyDone) return ALREADY[kind];
  return kind === 'vote' ? null : positionGate(kind, viewer.position);
}

/**
 * Whether the Interact button is offered at all: not to the creator, and only while the
 * prediction takes interactions (PENDING, not expired). A visitor sees it and is asked to sign in.
 */
export function offersInteract(
  prediction: PredictionGate & { isCreator?: boolean },
  now: number = Date.now(),
): boolean {
  return (
    !prediction.isCreator &&
    prediction.status === 'PENDING' &&
    !isExpired(prediction.expiresAt, now)
  );
}

/**
 * Edit (docs/rules/game.md "Editing"): the creator may change text, category and expiry while the
 * prediction is PENDING and nobody else has voted on, joined, jumped on or bet against it: the
 * first vote or stake of anyone else closes editing (the creator cannot vote on their own).
 */
export function editGate(
  prediction: PredictionGate & {
    joinedCount: number;
    jumpedOnCount: number;
    betAgainstCount: number;
    votesUp: number;
    votesDown: number;
  },
  viewer: { userId: string },
): Gate | null {
  if (viewer.userId !== prediction.userId) {
    return refuse(403, 'NOT_OWNER', 'editNotOwner');
  }
  if (prediction.status !== 'PENDING') {
    return refuse(409, 'NOT_EDITABLE', 'editNotPending');
  }
  const others =
    prediction.joinedCount +
    prediction.jumpedOnCount +
    prediction.betAgainstCount +
    prediction.votesUp +
    prediction.votesDown;
  if (others > 0) {
    return refuse(409, 'NOT_EDITABLE', 'editHasStakes');
  }
  return null;
}
