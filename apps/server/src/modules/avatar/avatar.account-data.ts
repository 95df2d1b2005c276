// Generated avatars of a deleted account are forgotten (docs/rules/account.md): the rows go in
// the deletion's transaction and the caller removes the returned files after it commits.
import { eq, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { AvatarStorage } from './avatar.storage.ts';
import { avatarResults } from './avatar.table.ts';

export async function forgetAvatars(
  tx: Tx,
  userId: string,
): Promise<Array<{ namespace: 'originals' | 'results'; file: string }>> {
  const rows = await tx.delete(avatarResults).where(eq(avatarResults.userId, userId)).returning({
    originalFile: avatarResults.originalFile,
    imageFile: avatarResults.imageFile,
    thumbFile: avatarResults.thumbFile,
  });
  return rows.flatMap((r) => [
    { namespace: 'originals' as const, file: r.originalFile },
    { namespace: 'results' as const, file: r.imageFile },
    { namespace: 'results' as const, file: r.thumbFile },
  ]);
}

/** Removes the files a deleted account's rows named, unless another row names the same bytes. */
export async function removeAvatarFiles(
  db: DbOrTx,
  storage: AvatarStorage,
  files: ReadonlyArray<{ namespace: 'originals' | 'results'; file: string }>,
): Promise<void> {
  for (const { namespace, file } of files) {
    const column = namespace === 'originals' ? avatarResults.originalFile : avatarResults.imageFile;
    const [still] = await db
      .select({ id: avatarResults.id })
      .from(avatarResults)
      .where(or(eq(column, file), eq(avatarResults.thumbFile, file)))
      .limit(1);
    if (!still) await storage.delete(namespace, file);
  }
}
