import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

/** One font file the PDF may use, and whether it has a glyph for a code point. */
interface FontFile {
  key: string;
  src: string;
  /** the face inside a .ttc collection */
  family?: string;
  has(codePoint: number): boolean;
}

export interface CjkFontSet {
  /** where the glyphs come from (shown in logs and tests) */
  source: string;
  fonts: FontFile[];
  /** the text cut into runs of one font each; characters no font has fall to the first font */
  runs(text: string): { font: FontFile; text: string }[];
}

/**
 * Noto Sans SC (SIL Open Font License 1.1, @fontsource/noto-sans-sc) comes with `npm install`, cut
 * by its publisher into ~100 slices by Unicode range; a character is drawn with the slice that has
 * it. pdfkit embeds only the glyphs used (fontkit subsetting), so a ticket stays a few dozen KB.
 * PDF_CJK_FONT may name another file instead (.ttf/.otf, or a .ttc with `#FaceName`, e.g.
 * /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc#NotoSansCJKsc-Regular on Debian).
 */
/** Debian's fonts-noto-cjk: used when installed (its CFF glyphs embed cleanly, see README) */
const DEBIAN_NOTO_CJK = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc#NotoSansCJKsc-Regular';

function loadFontSet(): CjkFontSet {
  const debian = DEBIAN_NOTO_CJK.split('#')[0]!;
  const configured = process.env.PDF_CJK_FONT || (fs.existsSync(debian) ? DEBIAN_NOTO_CJK : undefined);
  if (configured) {
    const [file, family] = configured.split('#') as [string, string | undefined];
    const opened = fontkit.openSync(file, family);
    const font = 'fonts' in opened ? opened.fonts[0]! : opened;
    const only: FontFile = { key: 'cjk', src: file, family, has: (cp) => font.hasGlyphForCodePoint(cp) };
    return fontSet(`PDF_CJK_FONT ${configured}`, [only]);
  }
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('@fontsource/noto-sans-sc/package.json')), 'files');
  const files = fs
    .readdirSync(dir)
    .filter((name) => /^noto-sans-sc-\d+-400-normal\.woff2$/.test(name))
    .sort((a, b) => Number(/-(\d+)-400/.exec(a)![1]) - Number(/-(\d+)-400/.exec(b)![1]));
  const fonts = files.map((name, i): FontFile => {
    const src = path.join(dir, name);
    let font: fontkit.Font | undefined;
    return {
      key: `NotoSansSC-${i}`,
      src,
      has: (cp) => {
        font ??= fontkit.openSync(src) as fontkit.Font;
        return font.hasGlyphForCodePoint(cp);
      },
    };
  });
  if (fonts.length === 0) throw new Error('@fontsource/noto-sans-sc has no font files');
  return fontSet('@fontsource/noto-sans-sc (SIL OFL 1.1)', fonts);
}

function fontSet(source: string, fonts: FontFile[]): CjkFontSet {
  const byChar = new Map<number, FontFile>();
  const fontFor = (cp: number): FontFile => {
    let font = byChar.get(cp);
    if (!font) {
      font = fonts.find((f) => f.has(cp)) ?? fonts[0]!;
      byChar.set(cp, font);
    }
    return font;
  };
  return {
    source,
    fonts,
    runs(text) {
      const runs: { font: FontFile; text: string }[] = [];
      for (const ch of text) {
        const font = fontFor(ch.codePointAt(0)!);
        const last = runs.at(-1);
        if (last && last.font === font) last.text += ch;
        else runs.push({ font, text: ch });
      }
      return runs;
    },
  };
}

let loaded: CjkFontSet | undefined;
/** The font set, loaded on first use (the slices are parsed only when a character needs them). */
export function cjkFonts(): CjkFontSet {
  loaded ??= loadFontSet();
  return loaded;
}
