// Who may join, vote, jump on, bet against or edit a prediction (docs/rules/game.md "Positions",
// "Editing"), with the catalogue's messages. The server decides with these under a row lock; the web uses them
// to show or hide the Join / Interact / Edit buttons, so both always agree.
import type { PredictionStatus } from '../constants.ts';
import { isExpired } from './expiry.ts';

export const MODERATION_STATUSES = ['flagged', 'denied', 'approved'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const VOTE_TYPES = ['up', 'down'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

export const PREDICTION_MSG = {
  textRequired: 'Prediction text is required',
  textTooShort: 'Prediction must be at least 10 characters',
  textTooLong: 'Prediction must be less than 500 characters',
  expiryRequired: 'Expiration date is required',
  expiryInvalid: 'Expiration date must be a valid date',
  expiryPast: 'Expiration date must be in the future',
  categoryRequired: 'Please choose a category',
  voteType: "Vote type must be 'up' or 'down'",
  nothingToUpdate: 'Nothing to update',
  notFound: 'Prediction not found',
  /** GET of a call an admin deleted (code PREDICTION_DELETED): its page says so. */
  deleted: 'This call was removed by a moderator',
  alreadyJoined: 'You have already joined this prediction',
  notAcceptingJoins: 'This prediction is no longer accepting joins',
  expired: 'This prediction has expired',
  ownJoin: 'You cannot join your own prediction',
  ownInteraction: 'You cannot interact with your own predictions',
  notAcceptingInteractions: 'This prediction is no longer accepting interactions',
  alreadyVoted: 'You have already voted on this prediction',
  alreadyJumped: 'You have already jumped on this prediction',
  alreadyBetAgainst: 'You have already bet against this prediction',
  editNotOwner: 'You can only edit your own predictions',
  editNotPending: 'Only pending predictions can be edited',
  editHasStakes:
    'This prediction can no longer be edited because someone has voted on, joined, jumped on or bet against it',
  alreadySettled: 'This prediction has already been resolved',
  // Shown by the web before calling.
  signInToJoin: 'User not found. Please sign in.',
  signInToInteract: 'Sign in to interact with predictions',
} as const;

/**
 * The position a player holds on a prediction (docs/rules/game.md "Positions"): the creator,
 * a joiner and a jumper are "for" it, a bettor is "against" it. A player holds at most one
 * position per prediction; votes are free and are not positions.
 */
export const POSITIONS = ['creator', 'join', 'jump', 'bet'] as const;
export type Position = (typeof POSITIONS)[number];
export type Side = 'for' | 'against';

export const sideOf = (position: Position): Side => (position === 'bet' ? 'against' : 'for');

/** Why a player who already holds `held` cannot take another position on the same prediction. */
export const POSITION_MSG: Record<Exclude<Position, 'creator'>, string> = {
  join: 'You have joined this prediction. One position per prediction: you cannot also jump on it or bet against it.',
  jump: 'You have jumped on this prediction. One position per prediction: you cannot also join it or bet against it.',
  bet: 'You have bet against this prediction. One position per prediction: you cannot also join it or jump on it.',
};

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

export interface Refusal {
  status: 403 | 409;
  code: string;
  message: string;
}

export interface PredictionGate {
  userId: string;
  status: PredictionStatus;
  expiresAt: Date | string;
  moderationStatus: ModerationStatus | null;
}

const refuse = (status: 403 | 409, code: string, message: string): Refusal => ({
  status,
  code,
  message,
});

/** Taking position `wanted` while holding `held` (another stake on the same prediction). */
function positionRefusal(wanted: Position, held: Position | null | undefined): Refusal | null {
  if (!held || held === wanted || held === 'creator') return null;
  return refuse(409, 'POSITION_TAKEN', POSITION_MSG[held]);
}

/**
 * Join: a signed-in non-creator, not yet joined, on a PENDING prediction that is not denied and
 * not expired ("Join"; the order of checks follows the product's list), who holds no other
 * position on it (`position`: what they already hold, see heldPosition).
 */
export function joinRefusal(
  prediction: PredictionGate,
  viewer: { userId: string; hasJoined: boolean; position?: Position | null },
  now: number = Date.now(),
): Refusal | null {
  if (viewer.userId === prediction.userId)
    return refuse(403, 'OWN_PREDICTION', PREDICTION_MSG.ownJoin);
  if (viewer.hasJoined) return refuse(409, 'ALREADY_JOINED', PREDICTION_MSG.alreadyJoined);
  if (prediction.status !== 'PENDING' || prediction.moderationStatus === 'denied') {
    return refuse(409, 'NOT_ACCEPTING_JOINS', PREDICTION_MSG.notAcceptingJoins);
  }
  if (isExpired(prediction.expiresAt, now)) return refuse(409, 'EXPIRED', PREDICTION_MSG.expired);
  return positionRefusal('join', viewer.position);
}

export type Interaction = 'vote' | 'jump' | 'bet';

const ALREADY: Record<Interaction, Refusal> = {
  vote: refuse(409, 'ALREADY_VOTED', PREDICTION_MSG.alreadyVoted),
  jump: refuse(409, 'ALREADY_JUMPED', PREDICTION_MSG.alreadyJumped),
  bet: refuse(409, 'ALREADY_BET_AGAINST', PREDICTION_MSG.alreadyBetAgainst),
};

/**
 * Vote, jump on, bet against ("Interact"): never the creator, only PENDING and unexpired,
 * once each. A denied prediction takes no new stakes (as for joins) but can still be voted on.
 * Jump on and bet against are positions: refused to a player holding another one (`position`).
 */
export function interactionRefusal(
  kind: Interaction,
  prediction: PredictionGate,
  viewer: { userId: string; alreadyDone: boolean; position?: Position | null },
  now: number = Date.now(),
): Refusal | null {
  if (viewer.userId === prediction.userId) {
    return refuse(403, 'OWN_PREDICTION', PREDICTION_MSG.ownInteraction);
  }
  const denied = kind !== 'vote' && prediction.moderationStatus === 'denied';
  if (prediction.status !== 'PENDING' || denied) {
    return refuse(409, 'NOT_ACCEPTING_INTERACTIONS', PREDICTION_MSG.notAcceptingInteractions);
  }
  if (isExpired(prediction.expiresAt, now)) return refuse(409, 'EXPIRED', PREDICTION_MSG.expired);
  if (viewer.alreadyDone) return ALREADY[kind];
  return kind === 'vote' ? null : positionRefusal(kind, viewer.position);
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
export function editRefusal(
  prediction: PredictionGate & {
    joinedCount: number;
    jumpedOnCount: number;
    betAgainstCount: number;
    votesUp: number;
    votesDown: number;
  },
  viewer: { userId: string },
): Refusal | null {
  if (viewer.userId !== prediction.userId) {
    return refuse(403, 'NOT_OWNER', PREDICTION_MSG.editNotOwner);
  }
  if (prediction.status !== 'PENDING') {
    return refuse(409, 'NOT_EDITABLE', PREDICTION_MSG.editNotPending);
  }
  const others =
    prediction.joinedCount +
    prediction.jumpedOnCount +
    prediction.betAgainstCount +
    prediction.votesUp +
    prediction.votesDown;
  if (others > 0) {
    return refuse(409, 'NOT_EDITABLE', PREDICTION_MSG.editHasStakes);
  }
  return null;
}
