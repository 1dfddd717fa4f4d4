import type { FieldDefinition } from '@wb/templates';
import { isAttachmentId } from '../logic/snapshotImages';
import { AttachmentImage } from './AttachmentImage';

/** SPEC.md §9: a thumbnail is 80 by 40 px. */
export const THUMB_WIDTH = 80;
export const THUMB_HEIGHT = 40;

/** Where a picture path is read: URLs and absolute paths as they are, else GET /sys-file-type/img/{path} (SPEC.md §7). Attachment ids go through AttachmentImage instead. */
export function defaultImageSrc(path: string): string {
  return /^(https?:|data:|blob:|\/)/.test(path) ? path : `/api/sys-file-type/img/${encodeURIComponent(path)}`;
}

/** Pictures of a cell value (comma-separated paths). */
export function imagePaths(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  if (typeof value !== 'string') return [];
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

export interface ImageThumbCellProps {
  field: FieldDefinition;
  value: unknown;
  /** opens the picture viewer (another component); without it the picture opens in a new tab */
  onView?: (paths: string[], field: FieldDefinition) => void;
  imageSrc?: (path: string) => string;
}

/** An image cell: a thumbnail link to the viewer (SPEC.md §2 editable table). */
export function ImageThumbCell({ field, value, onView, imageSrc = defaultImageSrc }: ImageThumbCellProps) {
  const paths = imagePaths(value);
  if (paths.length === 0) return null;
  const more = paths.length > 1 && <span style={{ marginLeft: 4 }}>+{paths.length - 1}</span>;
  if (isAttachmentId(paths[0])) {
    // a stored attachment needs the bearer token: no link a new tab could open; without a viewer
    // slot antd's own preview shows it
    return (
      <span
        role={onView ? 'button' : undefined}
        aria-label={`查看${field.fieldExplain}`}
        data-testid="image-thumb"
        style={{ cursor: onView ? 'pointer' : undefined, display: 'inline-flex', alignItems: 'center' }}
        onClick={onView ? () => onView(paths, field) : undefined}
      >
        <AttachmentImage id={paths[0]} alt={field.fieldExplain} width={THUMB_WIDTH} height={THUMB_HEIGHT} preview={!onView} />
        {more}
      </span>
    );
  }
  const src = imageSrc(paths[0]);
  return (
    <a
      href={src}
      target="_blank"
      rel="noreferrer"
      aria-label={`查看${field.fieldExplain}`}
      data-testid="image-thumb"
      onClick={(e) => {
        if (!onView) return;
        e.preventDefault();
        onView(paths, field);
      }}
    >
      <img src={src} alt={field.fieldExplain} width={THUMB_WIDTH} height={THUMB_HEIGHT} style={{ objectFit: 'cover' }} />
      {more}
    </a>
  );
}
