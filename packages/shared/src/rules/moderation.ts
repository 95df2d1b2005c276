// Moderation of a prediction ("Moderation", "Moderation and response"):
//   normal/approved --flag--> flagged --respond--> flagged + response
//   flagged + response --confirm--> approved (flag removed) | --deny--> denied ('Flagged - Denied')
//   denied --confirm--> approved;  flagged | denied --unflag--> normal
// Flag, respond, confirm and deny apply to PENDING predictions only (docs/rules/game.md
// "Moderation"): a resolved prediction is settled and there is nothing left to decide. Unflag
// stays possible on any prediction, to clear a flag.
// The server decides with these under a row lock; the web uses them to show the buttons. A gate
// answers a refusal's code; what each one says lives in moderation.refusals.ts (decision 050).
import type { PredictionStatus } from '../constants.ts';
import type { ModerationStatus } from './predictions.ts';

export const FLAG_ACTIONS = ['flag', 'unflag', 'confirm', 'deny'] as const;
export type FlagAction = (typeof FLAG_ACTIONS)[number];

export const MODERATION_TEXT_MAX = 1000;

export interface ModerationState {
  status: PredictionStatus;
  moderationStatus: ModerationStatus | null;
  userResponse: string | null;
}

/** The codes of moderation's refusals, each with one message (moderation.refusals.ts). */
export type ModerationCode =
  | 'NOT_PENDING'
  | 'ALREADY_FLAGGED'
  | 'NOT_FLAGGED'
  | 'NO_RESPONSE'
  | 'ALREADY_DENIED'
  | 'NOT_PARTICIPANT'
  | 'NOT_AWAITING_RESPONSE'
  | 'ALREADY_RESPONDED';

export interface ModerationGate {
  status: 403 | 409;
  code: ModerationCode;
}

const refuse = (status: 403 | 409, code: ModerationCode): ModerationGate => ({ status, code });

/** Why an admin's flag action is not possible now, or null. */
export function flagActionGate(action: FlagAction, state: ModerationState): ModerationGate | null {
  const { moderationStatus: status, userResponse } = state;
  const flagged = status === 'flagged' || status === 'denied';
  if (action !== 'unflag' && state.status !== 'PENDING') {
    return refuse(409, 'NOT_PENDING');
  }
  switch (action) {
    case 'flag':
      return flagged ? refuse(409, 'ALREADY_FLAGGED') : null;
    case 'unflag':
      return flagged ? null : refuse(409, 'NOT_FLAGGED');
    case 'confirm':
      if (status === 'denied') return null;
      if (status !== 'flagged') return refuse(409, 'NOT_FLAGGED');
      return userResponse ? null : refuse(409, 'NO_RESPONSE');
    case 'deny':
      if (status === 'denied') return refuse(409, 'ALREADY_DENIED');
      if (status !== 'flagged') return refuse(409, 'NOT_FLAGGED');
      return userResponse ? null : refuse(409, 'NO_RESPONSE');
  }
}

/** The creator or a joiner may respond once, while the prediction is flagged. */
export function respondGate(
  state: ModerationState,
  viewer: { isCreator: boolean; hasJoined: boolean },
): ModerationGate | null {
  if (!viewer.isCreator && !viewer.hasJoined) {
    return refuse(403, 'NOT_PARTICIPANT');
  }
  if (state.moderationStatus !== 'flagged' || state.status !== 'PENDING') {
    return refuse(409, 'NOT_AWAITING_RESPONSE');
  }
  if (state.userResponse) return refuse(409, 'ALREADY_RESPONDED');
  return null;
}

/** The badge text of a moderation state ('Flagged - Denied' per the product brief), null when normal. */
export function moderationLabel(status: ModerationStatus | null): string | null {
  if (status === 'flagged') return 'Flagged';
  if (status === 'denied') return 'Flagged - Denied';
  if (status === 'approved') return 'Approved';
  return null;
}
