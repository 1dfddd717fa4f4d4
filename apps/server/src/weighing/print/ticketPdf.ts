import type { WeighTicketData } from '@wb/api/wire';
import PDFDocument from 'pdfkit';
import { cjkFonts } from './cjkFonts';

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'center' | 'right';

/** A5 landscape in points: the size weighbridge ticket printers take (two per A4 sheet). */
const PAGE = { width: 595.28, height: 419.53, margin: 28 };

/**
 * Draws one line of mixed Chinese/Latin text with the CJK font set, shrinking the size (down to 7 pt)
 * until it fits `width`; never wraps, so the grid of the ticket keeps its shape.
 */
function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  size: number,
  align: Align = 'left',
): void {
  const fonts = cjkFonts();
  const runs = fonts.runs(text);
  const measure = (s: number) =>
    runs.reduce((sum, r) => sum + doc.font(r.font.key).fontSize(s).widthOfString(r.text), 0);
  let s = size;
  let total = measure(s);
  while (total > width && s > 7) {
    s -= 0.5;
    total = measure(s);
  }
  let cx = align === 'left' ? x : align === 'center' ? x + (width - total) / 2 : x + width - total;
  // the baseline of every run at the same height whatever its slice's ascent
  for (const run of runs) {
    doc.font(run.font.key).fontSize(s);
    doc.text(run.text, cx, y, { lineBreak: false, baseline: 'alphabetic' });
    cx += doc.widthOfString(run.text);
  }
}

const show = (value: string | null | undefined, empty = '') =>
  value === null || value === undefined || value === '' ? empty : value;

/**
 * The weigh ticket (磅单) as a PDF: company and title, bill number, a ruled grid of plate, material,
 * partner, gross / tare / net with their times, deduction, price and amount (with the uppercase
 * amount), the weighers, a signature line for the driver, and the print count (a reprint says so).
 */
export async function renderTicketPdf(data: WeighTicketData, printNo: number): Promise<Buffer> {
  const fonts = cjkFonts();
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    info: { Title: `过磅单 ${data.billNo}`, Author: data.companyName, Creator: '统一过磅管控平台' },
    autoFirstPage: true,
  });
  for (const f of fonts.fonts) doc.registerFont(f.key, f.src, f.family);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const dark = '#111111';
  doc.fillColor(dark).strokeColor(dark);

  // heading
  line(doc, data.companyName, left, 46, width, 17, 'center');
  line(doc, `${data.flavourLabel}过磅单`, left, 72, width, 14, 'center');
  line(doc, `单号：${data.billNo}`, left, 96, width / 2, 10);
  const printLabel = printNo > 1 ? `第 ${printNo} 次打印（补打）` : '第 1 次打印';
  line(doc, `${printLabel}  ${data.printTime}`, left + width / 2, 96, width / 2, 10, 'right');

  // grid: 4 columns label | value | label | value
  const top = 104;
  const rowH = 30;
  const col = [0, 78, 268, 346, width].map((c) => left + c);
  const unit = '吨';
  const rows: { cells: [string, string, string?, string?]; strong?: boolean }[] = [
    { cells: ['车牌号', data.plateNumber, '物料名称', data.materialName], strong: true },
    { cells: [data.partnerLabel, data.partnerName] },
    { cells: [`毛重（${unit}）`, show(data.gross, '—'), '毛重时间', show(data.grossTime)] },
    { cells: [`皮重（${unit}）`, show(data.tare, '—'), '皮重时间', show(data.tareTime)] },
    { cells: [`扣重（${unit}）`, data.deduction, `净重（${unit}）`, show(data.net, '—')], strong: true },
    { cells: ['单价（元/吨）', show(data.unitPrice, '—'), '金额（元）', show(data.amount, '—')] },
    { cells: ['金额大写', show(data.amountInWords, '—')] },
  ];
  doc.lineWidth(0.8);
  doc.rect(left, top, width, rowH * rows.length).stroke();
  rows.forEach((row, i) => {
    const y = top + i * rowH;
    if (i > 0)
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .stroke();
    const wide = row.cells[2] === undefined;
    const bounds = wide ? [col[0]!, col[1]!, col[4]!] : col;
    for (let b = 1; b < bounds.length - 1; b++)
      doc
        .moveTo(bounds[b]!, y)
        .lineTo(bounds[b]!, y + rowH)
        .stroke();
    const baseline = y + rowH / 2 + 4.5;
    const cells = row.cells.filter((c) => c !== undefined);
    cells.forEach((text, c) => {
      const isLabel = c % 2 === 0;
      const x0 = bounds[c]! + 6;
      const w = bounds[c + 1]! - bounds[c]! - 12;
      line(doc, text, x0, baseline, w, isLabel ? 10.5 : row.strong ? 13 : 11.5, isLabel ? 'center' : 'left');
    });
    // labels on a light band
  });

  // weighers, driver, status
  const foot = top + rowH * rows.length + 26;
  line(doc, `司磅员（毛）：${show(data.grossOperator, '—')}`, left, foot, width / 3, 10.5);
  line(doc, `司磅员（皮）：${show(data.tareOperator, '—')}`, left + width / 3, foot, width / 3, 10.5);
  line(doc, '司机签字：', left + (2 * width) / 3, foot, width / 3, 10.5);
  doc
    .moveTo(left + (2 * width) / 3 + 56, foot + 3)
    .lineTo(left + width, foot + 3)
    .stroke();
  line(doc, `状态：${data.statusLabel}    本单一式三联：存根、司机、财务`, left, foot + 24, width, 9);

  doc.end();
  return done;
}
