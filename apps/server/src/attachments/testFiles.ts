import { crc32, deflateSync } from 'node:zlib';

/** Small real files for the attachment tests, made in code (no binary fixtures in the repository). */

/** A one-page pdf as a text editor would write it; `body` goes into the page's content stream. */
export function pdfFile(body = 'BT /F1 12 Tf 20 100 Td (weigh ticket) Tj ET'): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '%\xe2\xe3\xcf\xd3',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >> endobj',
      `4 0 obj << /Length ${body.length} >>`,
      'stream',
      body,
      'endstream',
      'endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

/** A scanner's pdf: a JPEG image stream (DCTDecode) right after the first objects. */
export function scannerPdf(): Buffer {
  const jpeg = jpegFile();
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
        `2 0 obj << /Type /XObject /Subtype /Image /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      'latin1',
    ),
    jpeg,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 1×1 grey PNG. */
export function pngFile(): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JFIF JPEG's frame (APP0 + end of image), `padding` bytes of entropy-coded data between. */
export function jpegFile(padding = 64): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.alloc(padding, 0x11),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A file of `size` bytes that is still a valid pdf (comment lines pad it). */
export function pdfOfSize(size: number): Buffer {
  const base = pdfFile();
  const head = base.subarray(0, 9); // '%PDF-1.4\n'
  const rest = base.subarray(9);
  const pad = size - base.length;
  if (pad < 2) throw new Error('too small');
  const filler = Buffer.alloc(pad, 0x41);
  filler[0] = 0x25; // '%': a comment line
  filler[pad - 1] = 0x0a;
  return Buffer.concat([head, filler, rest]);
}
