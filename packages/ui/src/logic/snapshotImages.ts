/** An image by attachment id with its caption (主车照片, 车头抓拍 …). */
export interface PreviewImage {
  id: string;
  label?: string;
}

/** The record's pictures: its photo fields first, then every other image stored for it (no repeats). */
export function mergeSnapshots(fieldImages: readonly PreviewImage[], stored: readonly { id: string; name: string; kind: string }[]): PreviewImage[] {
  const seen = new Set(fieldImages.map((i) => i.id));
  return [...fieldImages, ...stored.filter((a) => a.kind === 'image' && !seen.has(a.id)).map((a) => ({ id: a.id, label: a.name }))];
}

/** The photos a record's image fields name: `[{id, label}]` from the row by the fields' labels. */
export function fieldImagesOf(row: Readonly<Record<string, unknown>>, fields: readonly { key: string; label: string }[]): PreviewImage[] {
  const out: PreviewImage[] = [];
  for (const f of fields) {
    const raw = row[f.key];
    if (raw === null || raw === undefined || raw === '') continue;
    String(raw)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .forEach((id) => out.push({ id, label: f.label }));
  }
  return out;
}

const ATTACHMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an image value names a stored attachment (the file store's uuid, what image fields hold)
 * rather than a picture path of the older file route (`ep/1.jpg`, a URL): an attachment is read
 * through the API client with the token, a path is an ordinary `<img src>`.
 */
export function isAttachmentId(value: string): boolean {
  return ATTACHMENT_ID.test(value);
}
