// Avatar generation and use (docs/rules/avatar.md): check the photo, keep the original, ask the
// provider for the style, store the result in two sizes under content-hashed names, and let the
// player make one of their own results their avatar.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  AVATAR_MAX_INPUT_PIXELS,
  AVATAR_RESULT_RETENTION_HOURS,
  AVATAR_SIZE,
  AVATAR_THUMB_SIZE,
  type AvatarStyle,
} from '@boldcall/shared/constants';
import { MSG } from '@boldcall/shared/messages';
import type { AvatarResult } from '@boldcall/shared/schemas/avatar';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.runner.ts';
import { setPlayerAvatar } from '../users/users.service.ts';
import { players } from '../../platform/identity/identity.table.ts';
import type { AvatarProvider } from './avatar.provider.ts';
import { checkPhoto, squarePhoto } from './avatar.photo.ts';
import { contentName, type AvatarStorage } from './avatar.storage.ts';
import { avatarResults } from './avatar.table.ts';

/** Where stored results are served (GET /api/avatars/:file). */
export const AVATAR_URL_PREFIX = '/api/avatars/';
export const avatarFileUrl = (file: string) => `${AVATAR_URL_PREFIX}${file}`;

export interface AvatarDeps {
  db: Database;
  storage: AvatarStorage;
  provider: AvatarProvider;
  log: { error(obj: object, msg: string): void };
}

async function encodeSizes(image: Buffer): Promise<{ large: Buffer; thumb: Buffer }> {
  const square = sharp(image, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS }).resize(
    AVATAR_SIZE,
    AVATAR_SIZE,
    { fit: 'cover' },
  );
  const [large, thumb] = await Promise.all([
    square.clone().webp({ quality: 90 }).toBuffer(),
    square.clone().resize(AVATAR_THUMB_SIZE, AVATAR_THUMB_SIZE).webp({ quality: 85 }).toBuffer(),
  ]);
  return { large, thumb };
}

export async function generateAvatar(
  deps: AvatarDeps,
  input: { userId: string; photo: Buffer; style: AvatarStyle },
): Promise<AvatarResult> {
  const { db, storage, provider, log } = deps;
  const checked = await checkPhoto(input.photo);
  const square = await squarePhoto(input.photo);

  let generated: Buffer;
  try {
    generated = await provider.generate({ photo: square, style: input.style });
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ err: error, provider: provider.name }, 'avatar provider failed');
    throw new AppError(502, 'AVATAR_FAILED', MSG.avatarFailed);
  }
  let sizes: { large: Buffer; thumb: Buffer };
  try {
    sizes = await encodeSizes(generated);
  } catch (error) {
    log.error({ err: error, provider: provider.name }, 'avatar result is not an image');
    throw new AppError(502, 'AVATAR_GENERATION_FAILED', MSG.avatarGenerationFailed);
  }

  const originalFile = contentName(input.photo, checked.format === 'png' ? 'png' : 'jpg');
  const imageFile = contentName(sizes.large, 'webp');
  const thumbFile = contentName(sizes.thumb, 'webp');
  await Promise.all([
    storage.put('originals', originalFile, input.photo),
    storage.put('results', imageFile, sizes.large),
    storage.put('results', thumbFile, sizes.thumb),
  ]);
  const [row] = await db
    .insert(avatarResults)
    .values({
      id: randomUUID(),
      userId: input.userId,
      style: input.style,
      provider: provider.name,
      originalFile,
      imageFile,
      thumbFile,
    })
    .returning();
  if (!row) throw new Error('avatar result not stored');
  return {
    id: row.id,
    success: true,
    avatarUrl: avatarFileUrl(row.imageFile),
    thumbnailUrl: avatarFileUrl(row.thumbFile),
    style: input.style,
    provider: row.provider,
    generatedAt: row.createdAt.toISOString(),
  };
}

/** Makes one of the player's own results their avatar (the list-size image). */
export async function useAvatar(db: Database, userId: string, avatarId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(avatarResults)
      .set({ usedAt: new Date() })
      .where(and(eq(avatarResults.id, avatarId), eq(avatarResults.userId, userId)))
      .returning({ thumbFile: avatarResults.thumbFile });
    if (!row) throw notFound(MSG.avatarNotFound);
    await setPlayerAvatar(tx, userId, avatarFileUrl(row.thumbFile));
  });
}

/** Back to the initial letter. */
export async function clearAvatar(db: Database, userId: string): Promise<void> {
  await setPlayerAvatar(db, userId, null);
}

const CLEANUP_BATCH = 200;

export interface AvatarCleanupRun {
  deletedResults: number;
  deletedFiles: number;
}

/**
 * Deletes results older than the retention that are nobody's avatar, then every file no
 * remaining result names (names are content hashes, so two results may share a file).
 */
export async function runAvatarCleanup(
  db: Database,
  storage: AvatarStorage,
  now: Date = new Date(),
): Promise<AvatarCleanupRun> {
  const cutoff = new Date(now.getTime() - AVATAR_RESULT_RETENTION_HOURS * 3600_000);
  const run: AvatarCleanupRun = { deletedResults: 0, deletedFiles: 0 };
  const inUse = sql`exists (select 1 from ${players} where ${players.avatar} = ${AVATAR_URL_PREFIX} || ${avatarResults.thumbFile})`;
  for (;;) {
    const due = db
      .select({ id: avatarResults.id })
      .from(avatarResults)
      .where(and(lt(avatarResults.createdAt, cutoff), sql`not ${inUse}`))
      .limit(CLEANUP_BATCH);
    const deleted = await db.delete(avatarResults).where(inArray(avatarResults.id, due)).returning({
      originalFile: avatarResults.originalFile,
      imageFile: avatarResults.imageFile,
      thumbFile: avatarResults.thumbFile,
    });
    if (deleted.length === 0) break;
    run.deletedResults += deleted.length;
    const results = [...new Set(deleted.flatMap((r) => [r.imageFile, r.thumbFile]))];
    const originals = [...new Set(deleted.map((r) => r.originalFile))];
    const kept = await db
      .select({
        originalFile: avatarResults.originalFile,
        imageFile: avatarResults.imageFile,
        thumbFile: avatarResults.thumbFile,
      })
      .from(avatarResults)
      .where(
        or(
          inArray(avatarResults.originalFile, originals),
          inArray(avatarResults.imageFile, results),
          inArray(avatarResults.thumbFile, results),
        ),
      );
    const keptResults = new Set(kept.flatMap((r) => [r.imageFile, r.thumbFile]));
    const keptOriginals = new Set(kept.map((r) => r.originalFile));
    for (const file of results.filter((f) => !keptResults.has(f))) {
      await storage.delete('results', file);
      run.deletedFiles += 1;
    }
    for (const file of originals.filter((f) => !keptOriginals.has(f))) {
      await storage.delete('originals', file);
      run.deletedFiles += 1;
    }
    if (deleted.length < CLEANUP_BATCH) break;
  }
  return run;
}

/** Hourly on the job runner (one server at a time). */
export function avatarCleanupJob(db: Database, storage: AvatarStorage): JobDefinition {
  return {
    name: 'avatar-cleanup',
    period: (now) => now.toISOString().slice(0, 13),
    run: (now) => runAvatarCleanup(db, storage, now),
  };
}
