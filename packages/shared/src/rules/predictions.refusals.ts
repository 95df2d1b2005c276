// What each refusal of a prediction's rules says: the catalogue's messages, and the gates of
// predictions.ts with their texts, as the server answers them and the forms show them. Apart from
// the gates so that a page which only asks "may they?" loads none of these texts (decision 050).
import {
  editGate,
  interactionGate,
  joinGate,
  type Gate,
  type GateKey,
  type Position,
} from './predictions.ts';

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
} as const;

/** Why a player who already holds `held` cannot take another position on the same prediction. */
export const POSITION_MSG: Record<Exclude<Position, 'creator'>, string> = {
  join: 'You have joined this prediction. One position per prediction: you cannot also jump on it or bet against it.',
  jump: 'You have jumped on this prediction. One position per prediction: you cannot also join it or bet against it.',
  bet: 'You have bet against this prediction. One position per prediction: you cannot also join it or jump on it.',
};

const SAYS: Record<GateKey, string> = {
  ...PREDICTION_MSG,
  'held-join': POSITION_MSG.join,
  'held-jump': POSITION_MSG.jump,
  'held-bet': POSITION_MSG.bet,
};

export interface Refusal {
  status: 403 | 409;
  code: string;
  message: string;
}

/** A gate's refusal with its message, or null when the gate lets the player through. */
export const refusalOf = (gate: Gate | null): Refusal | null =>
  gate && { status: gate.status, code: gate.code, message: SAYS[gate.key] };

/** joinGate, with the message of its refusal. */
export const joinRefusal = (...args: Parameters<typeof joinGate>) => refusalOf(joinGate(...args));

/** interactionGate, with the message of its refusal. */
export const interactionRefusal = (...args: Parameters<typeof interactionGate>) =>
  refusalOf(interactionGate(...args));

/** editGate, with the message of its refusal. */
export const editRefusal = (...args: Parameters<typeof editGate>) => refusalOf(editGate(...args));
