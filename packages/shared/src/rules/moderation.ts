// Moderation of a prediction ("Moderation", "Moderation and response"):
//   normal/approved --flag--> flagged --respond--> flagged + response
//   flagged + response --confirm--> approved (flag removed) | --deny--> denied ('Flagged - Denied')
//   denied --confirm--> approved;  flagged | denied --unflag--> normal
// Flag, respond, confirm and deny apply to PENDING predictions only (docs/rules/game.md
// "Moderation"): a resolved prediction is settled and there is nothing left to decide. Unflag
// stays possible on any prediction, to clear a flag.
// The server decides with these under a row lock; the web uses them to show the buttons.
import type { PredictionStatus } from '../constants.ts';
import type { ModerationStatus } from './predictions.ts';

export const FLAG_ACTIONS = ['flag', 'unflag', 'confirm', 'deny'] as const;
export type FlagAction = (typeof FLAG_ACTIONS)[number];

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

export const MODERATION_TEXT_MAX = 1000;

export interface ModerationState {
  status: PredictionStatus;
  moderationStatus: ModerationStatus | null;
  userResponse: string | null;
}

export interface ModerationRefusal {
  status: 403 | 409;
  code: string;
  message: string;
}

const refuse = (status: 403 | 409, code: string, message: string): ModerationRefusal => ({
  status,
  code,
  message,
});

/** Why an admin's flag action is not possible now, or null. */
export function flagActionRefusal(
  action: FlagAction,
  state: ModerationState,
): ModerationRefusal | null {
  const { moderationStatus: status, userResponse } = state;
  const flagged = status === 'flagged' || status === 'denied';
  if (action !== 'unflag' && state.status !== 'PENDING') {
    return refuse(409, 'NOT_PENDING', MODERATION_MSG.moderateNotPending);
  }
  switch (action) {
    case 'flag':
      return flagged ? refuse(409, 'ALREADY_FLAGGED', MODERATION_MSG.alreadyFlagged) : null;
    case 'unflag':
      return flagged ? null : refuse(409, 'NOT_FLAGGED', MODERATION_MSG.notFlagged);
    case 'confirm':
      if (status === 'denied') return null;
      if (status !== 'flagged') return refuse(409, 'NOT_FLAGGED', MODERATION_MSG.notFlagged);
      return userResponse ? null : refuse(409, 'NO_RESPONSE', MODERATION_MSG.noResponseYet);
    case 'deny':
      if (status === 'denied') return refuse(409, 'ALREADY_DENIED', MODERATION_MSG.alreadyDenied);
      if (status !== 'flagged') return refuse(409, 'NOT_FLAGGED', MODERATION_MSG.notFlagged);
      return userResponse ? null : refuse(409, 'NO_RESPONSE', MODERATION_MSG.noResponseYet);
  }
}

/** The creator or a joiner may respond once, while the prediction is flagged. */
export function respondRefusal(
  state: ModerationState,
  viewer: { isCreator: boolean; hasJoined: boolean },
): ModerationRefusal | null {
  if (!viewer.isCreator && !viewer.hasJoined) {
    return refuse(403, 'NOT_PARTICIPANT', MODERATION_MSG.respondNotAllowed);
  }
  if (state.moderationStatus !== 'flagged' || state.status !== 'PENDING') {
    return refuse(409, 'NOT_AWAITING_RESPONSE', MODERATION_MSG.notAwaitingResponse);
  }
  if (state.userResponse) return refuse(409, 'ALREADY_RESPONDED', MODERATION_MSG.alreadyResponded);
  return null;
}

/** The badge text of a moderation state ('Flagged - Denied' per the product brief), null when normal. */
export function moderationLabel(status: ModerationStatus | null): string | null {
  if (status === 'flagged') return 'Flagged';
  if (status === 'denied') return 'Flagged - Denied';
  if (status === 'approved') return 'Approved';
  return null;
}
