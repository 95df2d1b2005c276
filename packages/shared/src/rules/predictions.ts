// Who may join, vote, jump on, bet against or edit a prediction (product-spec §4–§5, DESIGN §5),
// with the spec's messages. The server decides with these under a row lock; the web uses them
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
    'This prediction can no longer be edited because someone has joined, jumped on or bet against it',
  alreadySettled: 'This prediction has already been resolved',
  invalidCursor: 'Invalid cursor',
  // Shown by the web before calling (spec §5).
  signInToJoin: 'User not found. Please sign in.',
  signInToInteract: 'Sign in to interact with predictions',
} as const;

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

/**
 * Join: a signed-in non-creator, not yet joined, on a PENDING prediction that is not denied and
 * not expired (spec §5 "Join"; the order of checks follows the spec's list).
 */
export function joinRefusal(
  prediction: PredictionGate,
  viewer: { userId: string; hasJoined: boolean },
  now: number = Date.now(),
): Refusal | null {
  if (viewer.userId === prediction.userId)
    return refuse(403, 'OWN_PREDICTION', PREDICTION_MSG.ownJoin);
  if (viewer.hasJoined) return refuse(409, 'ALREADY_JOINED', PREDICTION_MSG.alreadyJoined);
  if (prediction.status !== 'PENDING' || prediction.moderationStatus === 'denied') {
    return refuse(409, 'NOT_ACCEPTING_JOINS', PREDICTION_MSG.notAcceptingJoins);
  }
  if (isExpired(prediction.expiresAt, now)) return refuse(409, 'EXPIRED', PREDICTION_MSG.expired);
  return null;
}

export type Interaction = 'vote' | 'jump' | 'bet';

const ALREADY: Record<Interaction, Refusal> = {
  vote: refuse(409, 'ALREADY_VOTED', PREDICTION_MSG.alreadyVoted),
  jump: refuse(409, 'ALREADY_JUMPED', PREDICTION_MSG.alreadyJumped),
  bet: refuse(409, 'ALREADY_BET_AGAINST', PREDICTION_MSG.alreadyBetAgainst),
};

/**
 * Vote, jump on, bet against (spec §5 "Interact"): never the creator, only PENDING and unexpired,
 * once each. A denied prediction takes no new stakes (as for joins) but can still be voted on.
 */
export function interactionRefusal(
  kind: Interaction,
  prediction: PredictionGate,
  viewer: { userId: string; alreadyDone: boolean },
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
  return null;
}

/**
 * Edit (issue 4): the creator may change text, category and expiry while the prediction is
 * PENDING and nobody has joined, jumped on or bet against it (votes do not lock it).
 */
export function editRefusal(
  prediction: PredictionGate & {
    joinedCount: number;
    jumpedOnCount: number;
    betAgainstCount: number;
  },
  viewer: { userId: string },
): Refusal | null {
  if (viewer.userId !== prediction.userId) {
    return refuse(403, 'NOT_OWNER', PREDICTION_MSG.editNotOwner);
  }
  if (prediction.status !== 'PENDING') {
    return refuse(409, 'NOT_EDITABLE', PREDICTION_MSG.editNotPending);
  }
  if (prediction.joinedCount + prediction.jumpedOnCount + prediction.betAgainstCount > 0) {
    return refuse(409, 'NOT_EDITABLE', PREDICTION_MSG.editHasStakes);
  }
  return null;
}
