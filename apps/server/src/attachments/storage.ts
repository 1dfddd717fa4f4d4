import { createReadStream, type ReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STORED_NAME = /^[0-9a-f]{32}$/;

/**
 * Attachment files on local disk: `<root>/<orgId>/<storedName>`, root = DATA_DIR/attachments.
 * Both path parts are made by the server (the session's organisation id and 16 random bytes in
 * hex) and checked again here, so no client string ever becomes part of a path.
 */
export interface AttachmentStorage {
  /** writes new bytes under a fresh random name; answers that name */
  save(orgId: string, bytes: Buffer): Promise<string>;
  /** the file's size and a read stream, or null when it is gone from disk */
  open(orgId: string, storedName: string): Promise<{ size: number; stream: ReadStream } | null>;
  /** removes a file written by a save whose database row was not committed */
  discard(orgId: string, storedName: string): Promise<void>;
}

export function attachmentStorage(dataDir: string): AttachmentStorage {
  const root = path.join(dataDir, 'attachments');
  const fileOf = (orgId: string, storedName: string): string => {
    if (!UUID.test(orgId) || !STORED_NAME.test(storedName)) throw new Error('bad attachment path');
    return path.join(root, orgId.toLowerCase(), storedName);
  };
  return {
    async save(orgId, bytes) {
      const storedName = randomBytes(16).toString('hex');
      const file = fileOf(orgId, storedName);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // 'wx': never overwrite; files are readable by the server's user only
      await fs.writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
      return storedName;
    },
    async open(orgId, storedName) {
      const file = fileOf(orgId, storedName);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return { size: stat.size, stream: createReadStream(file) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async discard(orgId, storedName) {
      await fs.rm(fileOf(orgId, storedName), { force: true });
    },
  };
}
