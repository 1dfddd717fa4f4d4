import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, contentDisposition, displayName } from './fileName';

const PDF = ['.pdf'];
const JPEG = ['.jpg', '.jpeg'];

describe('displayName', () => {
  it('keeps an ordinary name', () => {
    expect(displayName('过磅单 2026-03.pdf', PDF)).toBe('过磅单 2026-03.pdf');
    expect(displayName('车头.JPEG', JPEG)).toBe('车头.JPEG');
  });

  it('keeps only the last path segment, without controls, bidi marks or reserved characters', () => {
    expect(displayName('../../etc/passwd', PDF)).toBe('passwd.pdf');
    expect(displayName('..\\..\\windows\\win.ini', PDF)).toBe('win.ini.pdf');
    expect(displayName('a\u0000b\r\nc.pdf', PDF)).toBe('abc.pdf');
    expect(displayName('invoice\u202Efdp.exe', PDF)).toBe('invoicefdp.exe.pdf');
    expect(displayName('a<b>:"c"|?*.pdf', PDF)).toBe('a_b___c____.pdf');
    expect(displayName('..', PDF)).toBe('附件.pdf');
    expect(displayName('.hidden.pdf', PDF)).toBe('hidden.pdf');
    expect(displayName('', PDF)).toBe('附件.pdf');
    expect(displayName(undefined, JPEG)).toBe('附件.jpg');
  });

  it('ends in the extension of what the bytes are', () => {
    expect(displayName('report.html', PDF)).toBe('report.html.pdf');
    expect(displayName('photo.png', JPEG)).toBe('photo.png.jpg');
  });

  it('caps the length and keeps the extension', () => {
    const name = displayName(`${'长'.repeat(300)}.pdf`, PDF);
    expect([...name]).toHaveLength(MAX_NAME_LENGTH);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('sends an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', '过磅单(1).pdf')).toBe(
      `attachment; filename="___(1).pdf"; filename*=UTF-8''%E8%BF%87%E7%A3%85%E5%8D%95%281%29.pdf`,
    );
    expect(contentDisposition('inline', `a"b\\c;%'.png`)).toBe(
      `inline; filename="a_b_c__'.png"; filename*=UTF-8''a%22b%5Cc%3B%25%27.png`,
    );
  });
});
