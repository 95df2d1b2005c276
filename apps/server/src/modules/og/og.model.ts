// What a card image shows: plain data, so its hash is the image's version (the ETag and the
// `?v=` of its address). Anything that changes the picture must be a field here, and nothing
// else may be (docs/decisions/026-share-cards.md).
import { createHash } from 'node:crypto';

export interface PredictionCardModel {
  kind: 'prediction';
  text: string;
  username: string;
  isPro: boolean;
  /** The creator's picture as a PNG data URI (small), or null for the initial letter. */
  avatar: string | null;
  category: string;
  status: 'PENDING' | 'CORRECT' | 'INCORRECT' | 'UNMEASURABLE' | 'MERGED';
  /** The open call's expiry, as a date the card prints (UTC, e.g. "Dec 3, 2026"). */
  expires: string;
  pointsWagered: number;
  totalPoints: number;
  joinedCount: number;
  jumpedOnCount: number;
  betAgainstCount: number;
  votesUp: number;
  votesDown: number;
}

export interface PlayerCardModel {
  kind: 'player';
  username: string;
  isPro: boolean;
  avatar: string | null;
  rank: number | null;
  accuracy: number;
  correct: number;
  incorrect: number;
  points: number;
  streak: number;
  badges: string[];
  /** The player's boldness (docs/rules/track-record.md "Boldness"). */
  boldness: number;
  /** Their Brier score as printed (3 places), null without a resolved call with a confidence. */
  brier: string | null;
}

export interface LeagueCardModel {
  kind: 'league';
  name: string;
  isPrivate: boolean;
  memberCount: number;
  /** Public leagues only: the member first on its board. */
  leader: string | null;
  description: string | null;
}

export type CardModel = PredictionCardModel | PlayerCardModel | LeagueCardModel;

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Bump when the drawing changes, so every kept image and address is renewed. */
export const CARD_DESIGN = 2;

/** The version of a card: 16 hex digits of the hash of what it shows. */
export function cardVersion(model: CardModel): string {
  return createHash('sha256')
    .update(`${CARD_DESIGN}:${JSON.stringify(model)}`)
    .digest('hex')
    .slice(0, 16);
}
