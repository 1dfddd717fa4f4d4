import { describe, expect, it } from 'vitest';
import {
  LOGO_EXTENSIONS,
  MSG_IMAGE_SIZE,
  MSG_IMAGE_TYPE,
  MSG_PDF_SIZE,
  MSG_PDF_TYPE,
  acceptAttribute,
  exceedsUploadLimit,
  imageProblem,
  pdfProblem,
} from './uploadChecks';

const MB = 1024 * 1024;

describe('imageProblem', () => {
  it.each([
    [{ name: 'a.jpg', size: 10, type: 'image/jpeg' }, null],
    [{ name: 'A.JPEG', size: 10, type: 'image/jpeg' }, null],
    [{ name: 'a.png', size: 2 * MB - 1, type: 'image/png' }, null],
    [{ name: 'a.png', size: 2 * MB, type: 'image/png' }, MSG_IMAGE_SIZE],
    [{ name: 'a.gif', size: 10, type: 'image/gif' }, MSG_IMAGE_TYPE],
    [{ name: 'a.pdf', size: 10, type: 'application/pdf' }, MSG_IMAGE_TYPE],
    [{ name: 'a.png', size: 10, type: 'application/x-msdownload' }, MSG_IMAGE_TYPE],
    [{ name: 'noext', size: 10, type: '' }, MSG_IMAGE_TYPE],
    [{ name: 'a.png', size: 10, type: '' }, null],
  ])('%o → %s', (file, expected) => expect(imageProblem(file)).toBe(expected));

  it('IMG_LOGO also takes GIF', () => {
    expect(imageProblem({ name: 'logo.gif', size: 10, type: 'image/gif' }, LOGO_EXTENSIONS)).toBeNull();
  });
});

describe('pdfProblem', () => {
  it.each([
    [{ name: 'c.pdf', size: 5 * MB - 1, type: 'application/pdf' }, null],
    [{ name: 'c.PDF', size: 1, type: '' }, null],
    [{ name: 'c.pdf', size: 5 * MB, type: 'application/pdf' }, MSG_PDF_SIZE],
    [{ name: 'c.docx', size: 1, type: '' }, MSG_PDF_TYPE],
    [{ name: 'c.pdf', size: 1, type: 'image/png' }, MSG_PDF_TYPE],
  ])('%o → %s', (file, expected) => expect(pdfProblem(file)).toBe(expected));
});

describe('upload limit', () => {
  it('default limit is one file', () => {
    expect(exceedsUploadLimit(0, 1)).toBe(false);
    expect(exceedsUploadLimit(1, 1)).toBe(true);
    expect(exceedsUploadLimit(1, 1, 3)).toBe(false);
    expect(exceedsUploadLimit(3, 1, 3)).toBe(true);
  });
  it('accept attribute', () => expect(acceptAttribute(['jpg', 'png'])).toBe('.jpg,.png'));
});
