/** Longest display name kept (characters, extension included). */
export const MAX_NAME_LENGTH = 120;
const FALLBACK = '附件';

/**
 * The client's file name as a display name only: the last path segment (a `../../x` or `C:\x`
 * loses its directories), without control characters (NUL, CR/LF that would split a header) or
 * bidirectional overrides (`invoice\u202Efdp.exe` shows as `invoiceexe.pdf`), with characters
 * Windows refuses in file names replaced, leading dots dropped (no hidden or `..` names), at most
 * MAX_NAME_LENGTH characters, and ending in an extension of what the server found in the bytes
 * (`report.html` holding a pdf becomes `report.html.pdf`), so a saved download opens as what it is.
 */
export function displayName(raw: unknown, extensions: readonly string[]): string {
  const ext = extensions[0] ?? '';
  let name = typeof raw === 'string' ? raw.normalize('NFC') : '';
  name = name.split(/[/\\]/).pop() ?? '';
  name = name
    // C0/C1 controls and the bidi embedding, override and isolate marks
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (!extensions.some((e) => name.toLowerCase().endsWith(e)))
    name = name ? `${name}${ext}` : `${FALLBACK}${ext}`;
  const chars = [...name];
  if (chars.length > MAX_NAME_LENGTH) {
    const keep = name.toLowerCase().endsWith(ext) ? [...ext].length : 0;
    name = chars.slice(0, MAX_NAME_LENGTH - keep).join('') + chars.slice(chars.length - keep).join('');
  }
  return name;
}

/** RFC 5987 value: UTF-8 percent-encoded, and `'()*` too (encodeURIComponent leaves them). */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="ascii fallback"; filename*=UTF-8''…` (RFC 6266): the plain name keeps
 * printable ASCII only (quotes, backslashes and percent signs replaced) for old clients; every
 * current browser takes `filename*`.
 */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}
