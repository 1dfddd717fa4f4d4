import { downloadAttachment } from '@wb/api';
import { downloadBlob } from './downloadBlob';

/** Saves one stored file under its own name (read through the client, so the token goes with it). */
export async function saveAttachment(id: string): Promise<void> {
  const { blob, fileName } = await downloadAttachment(id);
  downloadBlob(blob, fileName);
}
