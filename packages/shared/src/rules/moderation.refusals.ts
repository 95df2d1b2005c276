// What each refusal of moderation says: the catalogue's messages, and the gates of moderation.ts
// with their texts, as the server answers them and the dialogs show them. Apart from the gates so
// that a card which only asks "may they respond?" loads none of these texts (decision 050).
import {
  flagActionGate,
  respondGate,
  type ModerationCode,
  type ModerationGate,
} from './moderation.ts';

export const MODERATION_MSG = {
  flagCommentRequired: 'Please enter a comment to flag this prediction.',
  flagAction: 'Action must be one of flag, unflag, confirm or deny',
  alreadyFlagged: 'This prediction is already flagged',
  notFlagged: 'This prediction is not flagged',
  noResponseYet: 'There is no response to review yet',
  alreadyDenied: 'This response has already been denied',
  responseRequired: 'Please enter a response.',
  responseTooLong: 'Response must be at most 1000 characters',
  notAwaitingResponse: 'This prediction is not awaiting a response',
  alreadyResponded: 'A response has already been submitted for this prediction',
  respondNotAllowed: 'Only the creator or a joiner can respond to this prediction',
  resolutionRequired: 'Please choose a resolution: CORRECT, INCORRECT or UNMEASURABLE',
  adminNoteRequired: 'Please enter an admin note for the resolution.',
  notPending: 'This prediction is not pending',
  moderateNotPending: 'Only pending predictions can be flagged, answered, confirmed or denied',
  alreadyMerged:
    'A merged prediction cannot be deleted; it lives on in the prediction it was merged into',
  commentTooLong: 'Comment must be at most 1000 characters',
} as const;

const SAYS: Record<ModerationCode, string> = {
  NOT_PENDING: MODERATION_MSG.moderateNotPending,
  ALREADY_FLAGGED: MODERATION_MSG.alreadyFlagged,
  NOT_FLAGGED: MODERATION_MSG.notFlagged,
  NO_RESPONSE: MODERATION_MSG.noResponseYet,
  ALREADY_DENIED: MODERATION_MSG.alreadyDenied,
  NOT_PARTICIPANT: MODERATION_MSG.respondNotAllowed,
  NOT_AWAITING_RESPONSE: MODERATION_MSG.notAwaitingResponse,
  ALREADY_RESPONDED: MODERATION_MSG.alreadyResponded,
};

export interface ModerationRefusal extends ModerationGate {
  message: string;
}

/** A gate's refusal with its message, or null when the gate lets the action through. */
const refusalOf = (gate: ModerationGate | null): ModerationRefusal | null =>
  gate && { ...gate, message: SAYS[gate.code] };

/** flagActionGate, with the message of its refusal. */
export const flagActionRefusal = (...args: Parameters<typeof flagActionGate>) =>
  refusalOf(flagActionGate(...args));

/** respondGate, with the message of its refusal. */
export const respondRefusal = (...args: Parameters<typeof respondGate>) =>
  refusalOf(respondGate(...args));
