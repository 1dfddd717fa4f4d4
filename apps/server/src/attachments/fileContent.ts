import type { AttachmentKind } from '../crud/EntityDef';

/** SPEC §9: attachments (pdf) up to 5 MB, images up to 2 MB. */
export const MAX_PDF_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** SPEC §5 wording where it has one; the rest ours. */
export const FILE_MSG = {
  notPdf: '文件只能是pdf格式!',
  pdfTooLarge: '文件大小不能超过 5MB!',
  notImage: '上传头像图片只能是JPG或者png格式!',
  imageTooLarge: '上传头像图片大小不能超过 2MB!',
  empty: '上传的文件内容为空',
} as const;

export const tooLargeMessage = (kind: AttachmentKind): string =>
  kind === 'pdf' ? FILE_MSG.pdfTooLarge : FILE_MSG.imageTooLarge;

export type ContentCheck =
  { ok: true; contentType: string; extensions: readonly string[] } | { ok: false; error: string };

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/**
 * Other formats' signatures that have no business in the first kilobyte of a pdf or image: a file
 * that starts as one format and carries another (a polyglot) is opened as the other by some reader
 * (pdf readers look for %PDF- anywhere in the first 1024 bytes; forward-scanning unzip tools take
 * any local header).
 */
const FOREIGN_SIGNATURES: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04], // zip / docx / jar local header
  [0x50, 0x4b, 0x05, 0x06], // zip end of central directory
  PNG,
  PDF,
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x4d, 0x5a, 0x90, 0x00], // MZ (Windows executable)
  [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], // Rar!
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE (doc, xls, msi)
  [0x1f, 0x8b, 0x08], // gzip
];
/** how far into the file a foreign signature is looked for */
const HEAD_SCAN = 1024;

/**
 * A foreign signature after byte 0 within the first kilobyte. JPEG is judged apart: a JPEG
 * decoder reads from byte 0 only, photos carry an EXIF thumbnail (FF D8 FF) a few hundred bytes
 * in, and scanner pdfs start a JPEG image stream right after their first objects (`stream` EOL).
 */
function foreignSignatureNearStart(bytes: Buffer, jpegAllowed: (at: number) => boolean): boolean {
  const end = Math.min(bytes.length, HEAD_SCAN);
  for (let at = 1; at < end; at++) {
    if (bytes[at] === 0xff && startsWith(bytes, JPEG, at) && !jpegAllowed(at)) return true;
    for (const sig of FOREIGN_SIGNATURES) if (bytes[at] === sig[0] && startsWith(bytes, sig, at)) return true;
  }
  return false;
}

/** A pdf's JPEG image stream (DCTDecode) begins right after the `stream` keyword and its end of line. */
const afterStreamKeyword =
  (bytes: Buffer) =>
  (at: number): boolean =>
    /stream\r?\n$/.test(bytes.subarray(Math.max(0, at - 8), at).toString('latin1'));

/**
 * A zip reader starts from the end-of-central-directory record within the last 64 KB (+22 bytes):
 * a pdf or image with a zip appended opens as an archive (or a .jar) elsewhere.
 */
function zipDirectoryAtEnd(bytes: Buffer): boolean {
  const from = Math.max(0, bytes.length - (65_535 + 22));
  return bytes.indexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), from) !== -1;
}

/**
 * Markup a browser (or a mail client, or a local viewer after "save as .html") would run. Case-
 * insensitive over the whole file: in a real pdf or photo these only ever appear by accident
 * inside compressed bytes, which is rare enough to refuse.
 */
const MARKUP = /<(?:html|script|svg|!doctype|body|iframe|object|embed|xml-stylesheet)/i;

function containsMarkup(bytes: Buffer): boolean {
  // latin1 maps each byte to one character, so the regex sees the raw bytes
  return MARKUP.test(bytes.toString('latin1'));
}

/**
 * PDF names that run code or carry other files when the document is opened: scripts, launch
 * actions, embedded files, Flash/3D rich media. Names may hide letters as #xx escapes (/J#61vaScript).
 * Object streams hide compressed dictionaries from any byte scan: this catches the plain cases.
 */
const ACTIVE_PDF_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
]);
const ACTIVE_PLAIN = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia)(?![A-Za-z0-9#])/;
/** a name with at least one #xx escape (rare in real files, so this loop stays short) */
const ESCAPED_NAME = /\/([A-Za-z]{0,20}#[0-9A-Fa-f]{2}(?:[A-Za-z]|#[0-9A-Fa-f]{2}){0,20})(?![A-Za-z0-9#])/g;

function activePdfContent(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  if (ACTIVE_PLAIN.test(text)) return true;
  for (const match of text.matchAll(ESCAPED_NAME)) {
    const name = match[1].replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (ACTIVE_PDF_NAMES.has(name)) return true;
  }
  return false;
}

/** A pdf ends with %%EOF within its last kilobyte (as readers require); anything after that is a payload. */
function endsAsPdf(bytes: Buffer): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - HEAD_SCAN));
  return tail.includes('%%EOF', 0, 'latin1');
}

/** `%PDF-1.7`, `%PDF-2.0` at byte 0. */
function pdfHeader(bytes: Buffer): boolean {
  return /^%PDF-\d\.\d/.test(bytes.subarray(0, 8).toString('latin1'));
}

/**
 * Is this a plain pdf? By content only: the `%PDF-x.y` header at byte 0, `%%EOF` at the end, no
 * other format's signature near the start, no zip directory at the end, no html/svg/script
 * markup anywhere, no script, launch or embedded-file actions. The name and declared type say nothing.
 */
export function checkPdf(bytes: Buffer): ContentCheck {
  if (bytes.length === 0) return { ok: false, error: FILE_MSG.empty };
  if (bytes.length > MAX_PDF_BYTES) return { ok: false, error: FILE_MSG.pdfTooLarge };
  const pdf =
    pdfHeader(bytes) &&
    endsAsPdf(bytes) &&
    !foreignSignatureNearStart(bytes, afterStreamKeyword(bytes)) &&
    !zipDirectoryAtEnd(bytes) &&
    !containsMarkup(bytes) &&
    !activePdfContent(bytes);
  return pdf
    ? { ok: true, contentType: 'application/pdf', extensions: ['.pdf'] }
    : { ok: false, error: FILE_MSG.notPdf };
}

/**
 * Is this a JPEG or PNG? By magic bytes (JPEG FF D8 FF; PNG's 8-byte signature followed by its
 * IHDR chunk), with the same polyglot checks as pdf: no other signature near the start, no zip
 * directory at the end, no markup. GIF is not taken (SPEC allows it for group logos only, which
 * are not record attachments).
 */
export function checkImage(bytes: Buffer): ContentCheck {
  if (bytes.length === 0) return { ok: false, error: FILE_MSG.empty };
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, error: FILE_MSG.imageTooLarge };
  const jpeg = startsWith(bytes, JPEG);
  const png = startsWith(bytes, PNG) && bytes.subarray(12, 16).toString('latin1') === 'IHDR';
  if (!jpeg && !png) return { ok: false, error: FILE_MSG.notImage };
  if (foreignSignatureNearStart(bytes, () => jpeg) || zipDirectoryAtEnd(bytes) || containsMarkup(bytes))
    return { ok: false, error: FILE_MSG.notImage };
  return jpeg
    ? { ok: true, contentType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] }
    : { ok: true, contentType: 'image/png', extensions: ['.png'] };
}

export function checkContent(kind: AttachmentKind, bytes: Buffer): ContentCheck {
  return kind === 'pdf' ? checkPdf(bytes) : checkImage(bytes);
}
