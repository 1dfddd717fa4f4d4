import { describe, expect, it } from 'vitest';
import { FILE_MSG, MAX_IMAGE_BYTES, MAX_PDF_BYTES, checkImage, checkPdf } from './fileContent';
import { jpegFile, pdfFile, pdfOfSize, pngFile, scannerPdf } from './testFiles';

const text = (s: string) => Buffer.from(s, 'latin1');
const zipHeader = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
const zipEnd = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);

/** `pdfFile()` with `insert` placed just before the trailer (a payload inside the document). */
const pdfWith = (insert: string) =>
  Buffer.from(pdfFile().toString('latin1').replace('trailer', `${insert}\ntrailer`), 'latin1');

describe('checkPdf', () => {
  it('takes plain and scanner pdfs as application/pdf', () => {
    expect(checkPdf(pdfFile())).toEqual({ ok: true, contentType: 'application/pdf', extensions: ['.pdf'] });
    expect(checkPdf(scannerPdf()).ok).toBe(true);
    expect(checkPdf(pdfOfSize(MAX_PDF_BYTES)).ok).toBe(true);
  });

  it('refuses what only claims to be a pdf', () => {
    for (const bytes of [
      pngFile(),
      jpegFile(),
      text('<html><script>alert(1)</script></html>'),
      text('hello %PDF-1.4'),
      text(' %PDF-1.4\n%%EOF'),
      text('%PDF-x\n%%EOF'),
      // a pdf header with no end: something else follows it
      pdfFile().subarray(0, 120),
    ])
      expect(checkPdf(bytes)).toEqual({ ok: false, error: FILE_MSG.notPdf });
  });

  it('refuses polyglots: markup, other signatures near the start, a zip at the end, active content', () => {
    const bad: [string, Buffer][] = [
      ['html', pdfWith('<HTML><body>x</body></HTML>')],
      ['script', pdfWith('<script>fetch("/api")</script>')],
      ['svg', pdfWith('<svg xmlns="http://www.w3.org/2000/svg" onload="x()"/>')],
      ['doctype', pdfWith('<!DOCTYPE html>')],
      ['zip header near start', Buffer.concat([text('%PDF-1.4\n%'), zipHeader, pdfFile().subarray(9)])],
      ['png near start', Buffer.concat([text('%PDF-1.4\n%'), pngFile(), pdfFile().subarray(9)])],
      ['bare jpeg near start', Buffer.concat([text('%PDF-1.4\n%'), jpegFile(), pdfFile().subarray(9)])],
      ['zip appended', Buffer.concat([pdfOfSize(4000), zipHeader, zipEnd, text('\n%%EOF\n')])],
      ['javascript action', pdfWith('5 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj')],
      ['escaped name', pdfWith('5 0 obj << /S /J#61vaScript >> endobj')],
      ['launch action', pdfWith('5 0 obj << /S /Launch /F (cmd.exe) >> endobj')],
      ['embedded file', pdfWith('5 0 obj << /Type /EmbeddedFile /Length 3 >> endobj')],
    ];
    for (const [what, bytes] of bad) expect(checkPdf(bytes).ok, what).toBe(false);
    // names that merely start like one are fine
    expect(checkPdf(pdfWith('5 0 obj << /JSON (x) /Launcher 1 >> endobj')).ok).toBe(true);
  });

  it('refuses empty and oversized files with their own messages', () => {
    expect(checkPdf(Buffer.alloc(0))).toEqual({ ok: false, error: FILE_MSG.empty });
    expect(checkPdf(pdfOfSize(MAX_PDF_BYTES + 1))).toEqual({ ok: false, error: FILE_MSG.pdfTooLarge });
  });
});

describe('checkImage', () => {
  it('takes JPEG and PNG by their magic bytes', () => {
    expect(checkImage(jpegFile())).toEqual({
      ok: true,
      contentType: 'image/jpeg',
      extensions: ['.jpg', '.jpeg'],
    });
    expect(checkImage(pngFile())).toEqual({ ok: true, contentType: 'image/png', extensions: ['.png'] });
    // a photo's EXIF thumbnail is a JPEG inside the JPEG
    const withThumbnail = Buffer.concat([jpegFile().subarray(0, 20), jpegFile(), jpegFile().subarray(20)]);
    expect(checkImage(withThumbnail).ok).toBe(true);
  });

  it('refuses GIF, svg, pdf, html and polyglots', () => {
    for (const bytes of [
      text('GIF89a\x01\x00\x01\x00'),
      text('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      pdfFile(),
      text('<html></html>'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), // no IHDR
      Buffer.concat([jpegFile(), text('<script>alert(1)</script>')]),
      Buffer.concat([jpegFile().subarray(0, 20), text('%PDF-1.4 '), jpegFile().subarray(20)]),
      Buffer.concat([pngFile(), zipHeader, zipEnd]),
    ])
      expect(checkImage(bytes)).toEqual({ ok: false, error: FILE_MSG.notImage });
  });

  it('refuses empty and oversized images', () => {
    expect(checkImage(Buffer.alloc(0))).toEqual({ ok: false, error: FILE_MSG.empty });
    expect(checkImage(jpegFile(MAX_IMAGE_BYTES - 24)).ok).toBe(true);
    expect(checkImage(jpegFile(MAX_IMAGE_BYTES))).toEqual({ ok: false, error: FILE_MSG.imageTooLarge });
  });
});
