// fontkit ships no types; only what cjkFonts.ts uses is declared.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export interface FontCollection {
    fonts: Font[];
  }
  export function openSync(path: string, postscriptName?: string): Font | FontCollection;
}
