// Where avatar files live (docs/rules/avatar.md). A small interface so an object store (S3,
// GCS …) can replace the local directory: keys are flat names under a namespace, files are
// written once and never change (content-hashed names), so any cache may keep them forever.
import { createHash, randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type AvatarNamespace = 'results' | 'originals';

export interface AvatarStorage {
  /** Stores `data` under `namespace/name`; writing the same name again is a no-op. */
  put(namespace: AvatarNamespace, name: string, data: Buffer): Promise<void>;
  /** The file, or null when there is none. */
  get(namespace: AvatarNamespace, name: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  delete(namespace: AvatarNamespace, name: string): Promise<void>;
}

/** A content-hashed file name: the same bytes always get the same name. */
export function contentName(data: Buffer, extension: string): string {
  return `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${extension}`;
}

/** File names are our own content hashes; anything else never reaches the disk. */
const SAFE_NAME = /^[a-f0-9]{32}(?:-\d{2,4})?\.(?:webp|png|jpg)$/;
export const isSafeAvatarName = (name: string) => SAFE_NAME.test(name);

/** Files under `<root>/<namespace>/<name>` (root: DATA_DIR/avatars). */
export function createLocalAvatarStorage(root: string): AvatarStorage {
  const fileOf = (namespace: AvatarNamespace, name: string) => {
    if (!isSafeAvatarName(name)) throw new Error(`unsafe avatar file name: ${name}`);
    return path.join(root, namespace, name);
  };
  // Uploaded originals are personal: files 0600 in 0700 folders (docs/security.md). Folders
  // made by an older version are narrowed once.
  const folders = new Map<AvatarNamespace, Promise<void>>();
  const folderOf = (namespace: AvatarNamespace) => {
    let ready = folders.get(namespace);
    if (!ready) {
      ready = (async () => {
        for (const dir of [root, path.join(root, namespace)]) {
          await mkdir(dir, { recursive: true, mode: 0o700 });
          await chmod(dir, 0o700);
        }
      })();
      ready.catch(() => folders.delete(namespace));
      folders.set(namespace, ready);
    }
    return ready;
  };
  return {
    async put(namespace, name, data) {
      const file = fileOf(namespace, name);
      await folderOf(namespace);
      // Write a temporary file of this call's own (a random name, created exclusively), then
      // rename it into place: a reader never sees half a file, and identical uploads at the same
      // moment never share a temporary file (the last rename wins with the same bytes).
      const temp = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temp, data, { flag: 'wx', mode: 0o600 });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(namespace, name) {
      if (!isSafeAvatarName(name)) return null;
      try {
        return await readFile(fileOf(namespace, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(namespace, name) {
      await rm(fileOf(namespace, name), { force: true });
    },
  };
}
