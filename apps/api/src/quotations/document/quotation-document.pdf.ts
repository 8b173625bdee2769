import {
  PDF_COLOURS as COLOURS,
  PDF_PAGE as PAGE,
  drawFooters,
  drawTitleHead,
  openPdf,
} from '../../documents/pdf-document';
import type { QuotationDocument } from './quotation-document.model';

/**
 * The quotation document as a PDF (A4): the company, the title, number and dates, the customer,
 * the specification, the price and the terms, with a footer on every page (the pages, fonts and
 * footer are every document's: documents/pdf-document.ts).
 */

const LABEL_WIDTH = 170;

type Row = { label: string; value: string };

/** Renders the document; resolves with the PDF's bytes. */
export function renderQuotationPdf(document: QuotationDocument, now = new Date()): Promise<Buffer> {
  const { doc, done } = openPdf({
    title: `${document.title} ${document.number}`,
    author: document.company,
    subject: document.title,
    locale: document.locale,
    now,
  });

  const left = PAGE.margin;
  const width = doc.page.width - PAGE.margin * 2;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  let y = PAGE.margin;

  /** Starts a new page when `height` does not fit on this one. */
  const room = (height: number) => {
    if (y + height <= bottom()) return;
    doc.addPage();
    y = PAGE.margin;
  };

  // ------------------------------------------------------------ header: company, title, number
  y = drawTitleHead(
    doc,
    { company: document.company, title: document.title, left, y, width },
    { titleShare: 0.38, titleSize: 24 },
  );

  const t = document.texts;
  const meta: Row[] = [
    { label: t.number, value: document.number },
    { label: t.date, value: document.date },
    { label: t.validUntil, value: document.validUntil },
    ...(document.preparedBy ? [{ label: t.preparedBy, value: document.preparedBy }] : []),
  ];
  // Two columns of label: value pairs.
  const half = width / 2;
  meta.forEach((row, i) => {
    const x = left + (i % 2) * half;
    const rowY = y + Math.floor(i / 2) * 18;
    doc.font('regular').fontSize(9.5).fillColor(COLOURS.muted).text(row.label, x, rowY, { width: 90 });
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(COLOURS.ink)
      .text(row.value, x + 90, rowY - 0.5, { width: half - 96 });
  });
  y += Math.ceil(meta.length / 2) * 18 + 10;

  // ------------------------------------------------------------ sections of label/value rows
  /**
   * Rows of label and value, in `columns` side by side (the long specification takes two, so a
   * bag with every option still fits the page). Measured before drawing, so a section whose rows
   * fit on a page is never split from its heading or across pages.
   */
  const rowSet = (list: Row[], emphasis: ReadonlySet<string>, columns: 1 | 2) => {
    const cell = (width - (columns - 1) * 16) / columns;
    const labelWidth = columns === 1 ? LABEL_WIDTH : LABEL_WIDTH * 0.62;
    const valueWidth = cell - labelWidth - 8;
    const heightOf = (row: Row) => {
      const strong = emphasis.has(row.label);
      return Math.max(
        doc
          .font(strong ? 'bold' : 'regular')
          .fontSize(strong ? 12 : 10)
          .heightOfString(row.value, { width: valueWidth }),
        doc
          .font('regular')
          .fontSize(10)
          .heightOfString(row.label, { width: labelWidth - 8 }),
      );
    };
    const lines: Row[][] = [];
    for (let i = 0; i < list.length; i += columns) lines.push(list.slice(i, i + columns));
    const heights = lines.map((line) => Math.max(...line.map(heightOf)) + 6);
    return { cell, labelWidth, valueWidth, lines, heights, total: heights.reduce((a, b) => a + b, 6) };
  };
  const section = (
    title: string,
    list: Row[],
    emphasis: ReadonlySet<string> = new Set(),
    columns: 1 | 2 = 1,
  ) => {
    const set = rowSet(list, emphasis, columns);
    const page = bottom() - PAGE.margin;
    // The heading with all its rows when they fit on a page, else with the first of them.
    room(24 + (set.total <= page - 24 ? set.total : (set.heights[0] ?? 0)));
    doc.rect(left, y, width, 20).fill(COLOURS.band);
    doc
      .font('bold')
      .fontSize(10.5)
      .fillColor(COLOURS.ink)
      .text(title, left + 8, y + 4, { width: width - 16 });
    y += 24;
    set.lines.forEach((line, i) => {
      const height = set.heights[i]! - 6;
      room(height + 6);
      line.forEach((row, c) => {
        const strong = emphasis.has(row.label);
        const x = left + c * (set.cell + 16);
        doc
          .font('regular')
          .fontSize(10)
          .fillColor(COLOURS.muted)
          .text(row.label, x + 8, y + (strong ? 1.5 : 0), { width: set.labelWidth - 8 });
        doc
          .font(strong ? 'bold' : 'regular')
          .fontSize(strong ? 12 : 10)
          .fillColor(COLOURS.ink)
          .text(row.value, x + set.labelWidth, y, { width: set.valueWidth });
      });
      y += height + 3;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.5)
        .strokeColor(COLOURS.rule)
        .stroke();
      y += 3;
    });
    y += 6;
  };

  section(t.customer, document.customer);
  section(t.specification, document.specification, new Set(), 2);
  section(t.price, document.price, new Set([t.unitPrice, t.total]));
  section(t.terms, [...document.terms, { label: '', value: document.validityNote }]);

  drawFooters(doc, document.footer, document.texts.page);
  doc.end();
  return done;
}
