// What the share cards and link previews show, read through the owning modules' services
// (decision 021): a call, a player, a league's invite. Each answers null when there is nothing
// public to show, and the route or page answers 404.
import sharp from 'sharp';
import type { Prediction } from '@boldcall/shared/schemas/predictions';
import type { PublicProfile } from '@boldcall/shared/schemas/users';
import { badgeLabel } from '@boldcall/shared/rules/badges';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { AVATAR_URL_PREFIX } from '../avatar/avatar.service.ts';
import type { AvatarStorage } from '../avatar/avatar.storage.ts';
import { leagueInvitePreview, type LeagueInvitePreview } from '../leagues/leagues.repository.ts';
import { getPrediction } from '../predictions/predictions.service.ts';
import { readTrackRecord } from '../track-record/track-record.repository.ts';
import { getPublicProfile } from '../users/users.profile.ts';
import type { LeagueCardModel, PlayerCardModel, PredictionCardModel } from './og.model.ts';

export interface CardSources {
  db: DbOrTx;
  avatars: AvatarStorage;
}

/** A 404 from a service means "nothing to show"; anything else is a real failure. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

const AVATAR_SIZE = 144;
const avatarUris = new Map<string, string | null>();

/**
 * A stored avatar as a small PNG data URI (satori draws PNG and JPEG, not WebP). Avatar file
 * names are content hashes, so what is read once is kept for good; other addresses (none
 * today) fall back to the initial letter.
 */
async function avatarImage(avatars: AvatarStorage, avatar: string | null): Promise<string | null> {
  if (!avatar?.startsWith(AVATAR_URL_PREFIX)) return null;
  const name = avatar.slice(AVATAR_URL_PREFIX.length);
  if (avatarUris.has(name)) return avatarUris.get(name) ?? null;
  const file = await avatars.get('results', name);
  const uri = file
    ? `data:image/png;base64,${(await sharp(file).resize(AVATAR_SIZE, AVATAR_SIZE).png().toBuffer()).toString('base64')}`
    : null;
  if (avatarUris.size > 500) avatarUris.clear();
  avatarUris.set(name, uri);
  return uri;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export async function predictionForCard(
  sources: CardSources,
  id: string,
): Promise<{ prediction: Prediction; model: PredictionCardModel } | null> {
  const prediction = await orNull(getPrediction(sources.db, id, null));
  if (!prediction) return null;
  const model: PredictionCardModel = {
    kind: 'prediction',
    text: prediction.text,
    username: prediction.username,
    isPro: prediction.isPro,
    avatar: await avatarImage(sources.avatars, prediction.avatar),
    category: capitalized(prediction.category),
    status: prediction.status,
    expires: dateFormat.format(new Date(prediction.expiresAt)),
    pointsWagered: prediction.pointsWagered,
    totalPoints: prediction.totalPoints,
    joinedCount: prediction.joinedCount,
    jumpedOnCount: prediction.jumpedOnCount,
    betAgainstCount: prediction.betAgainstCount,
    votesUp: prediction.votes.up,
    votesDown: prediction.votes.down,
  };
  return { prediction, model };
}

export async function playerForCard(
  sources: CardSources,
  username: string,
): Promise<{ profile: PublicProfile; model: PlayerCardModel } | null> {
  const profile = await orNull(getPublicProfile(sources.db, { username }));
  if (!profile) return null;
  const track = await readTrackRecord(sources.db, profile.id);
  const model: PlayerCardModel = {
    kind: 'player',
    username: profile.username,
    isPro: profile.isPro,
    avatar: await avatarImage(sources.avatars, profile.avatar),
    rank: profile.rank,
    accuracy: profile.accuracy,
    correct: profile.correctPredictions,
    incorrect: profile.incorrectPredictions,
    points: profile.points,
    streak: profile.streak,
    badges: profile.badges.map(badgeLabel),
    boldness: track.boldness,
    // As printed, so the version changes only when the picture does.
    brier: track.brier === null ? null : track.brier.toFixed(3),
  };
  return { profile, model };
}

export async function leagueForCard(
  sources: CardSources,
  code: string,
): Promise<{ league: LeagueInvitePreview; model: LeagueCardModel } | null> {
  const league = await leagueInvitePreview(sources.db, code);
  if (!league) return null;
  return { league, model: { kind: 'league', ...league } };
}
