/** SPEC.md §5 / §9 upload rules and their messages, verbatim. */
export const MSG_IMAGE_TYPE = '上传头像图片只能是JPG或者png格式!';
export const MSG_IMAGE_SIZE = '上传头像图片大小不能超过 2MB!';
export const MSG_PDF_TYPE = '文件只能是pdf格式!';
export const MSG_PDF_SIZE = '文件大小不能超过 5MB!';
export const MSG_UPLOAD_COUNT = '上传个数超出限制!';
/** the count notice stays 2 s */
export const UPLOAD_COUNT_NOTICE_MS = 2000;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PDF_MAX_BYTES = 5 * 1024 * 1024;
/** SPEC.md §9: upload limit default 1 file */
export const DEFAULT_UPLOAD_LIMIT = 1;

/** IMG_UPLOAD_EP (and the vehicle form): jpg, jpeg, png. */
export const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png'];
/** IMG_LOGO also takes GIF. */
export const LOGO_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'gif'];

const MIME_BY_EXT: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

export interface FileFacts {
  name: string;
  size: number;
  /** MIME type as the browser reports it (may be empty) */
  type: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file is one of the extensions: the name's extension must be listed, and a reported MIME
 * type must agree with it (a renamed .exe reported as application/x-msdownload is refused). The
 * server checks the content again.
 */
function typeAllowed(file: FileFacts, extensions: readonly string[]): boolean {
  const ext = extensionOf(file.name);
  if (!extensions.includes(ext)) return false;
  return file.type === '' || file.type === MIME_BY_EXT[ext];
}

/** The message for an image the field cannot take, or null. `size` must be under 2 MB. */
export function imageProblem(file: FileFacts, extensions: readonly string[] = IMAGE_EXTENSIONS): string | null {
  if (!typeAllowed(file, extensions)) return MSG_IMAGE_TYPE;
  if (file.size >= IMAGE_MAX_BYTES) return MSG_IMAGE_SIZE;
  return null;
}

/** The message for a document the attachment dialog cannot take (pdf, under 5 MB), or null. */
export function pdfProblem(file: FileFacts): string | null {
  if (!typeAllowed(file, ['pdf'])) return MSG_PDF_TYPE;
  if (file.size >= PDF_MAX_BYTES) return MSG_PDF_SIZE;
  return null;
}

/** Whether adding `adding` files to `current` ones goes past the limit. */
export function exceedsUploadLimit(current: number, adding: number, limit = DEFAULT_UPLOAD_LIMIT): boolean {
  return current + adding > limit;
}

/** The accept attribute of a file input for the extensions (".jpg,.jpeg,.png"). */
export function acceptAttribute(extensions: readonly string[]): string {
  return extensions.map((e) => `.${e}`).join(',');
}
