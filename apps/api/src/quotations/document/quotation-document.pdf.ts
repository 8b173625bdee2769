import { PDF_COLOURS as COLOURS, PDF_PAGE as PAGE, drawFooters, openPdf } from '../../documents/pdf-document';
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
  doc.font('bold').fontSize(15).fillColor(COLOURS.ink);
  doc.text(document.company, left, y, { width: width * 0.62 });
  const companyBottom = doc.y;
  doc.font('bold').fontSize(24).fillColor(COLOURS.accent);
  doc.text(document.title, left + width * 0.62, y - 4, { width: width * 0.38, align: 'right' });
  y = Math.max(companyBottom, doc.y) + 6;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(1.5)
    .strokeColor(COLOURS.accent)
    .stroke();
  y += 12;

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
  const heading = (title: string) => {
    room(24 + 20);
    doc.rect(left, y, width, 20).fill(COLOURS.band);
    doc
      .font('bold')
      .fontSize(10.5)
      .fillColor(COLOURS.ink)
      .text(title, left + 8, y + 4, { width: width - 16 });
    y += 24;
  };
  const rows = (list: Row[], emphasis: ReadonlySet<string> = new Set()) => {
    for (const row of list) {
      const strong = emphasis.has(row.label);
      const size = strong ? 12 : 10;
      doc.font(strong ? 'bold' : 'regular').fontSize(size);
      const valueWidth = width - LABEL_WIDTH - 16;
      const height = Math.max(
        doc.heightOfString(row.value, { width: valueWidth }),
        doc
          .font('regular')
          .fontSize(10)
          .heightOfString(row.label, { width: LABEL_WIDTH - 8 }),
      );
      room(height + 6);
      doc
        .font('regular')
        .fontSize(10)
        .fillColor(COLOURS.muted)
        .text(row.label, left + 8, y + (strong ? 1.5 : 0), { width: LABEL_WIDTH - 8 });
      doc
        .font(strong ? 'bold' : 'regular')
        .fontSize(size)
        .fillColor(COLOURS.ink)
        .text(row.value, left + LABEL_WIDTH, y, { width: valueWidth });
      y += height + 3;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.5)
        .strokeColor(COLOURS.rule)
        .stroke();
      y += 3;
    }
    y += 6;
  };

  heading(t.customer);
  rows(document.customer);
  heading(t.specification);
  rows(document.specification);
  heading(t.price);
  rows(document.price, new Set([t.unitPrice, t.total]));
  heading(t.terms);
  rows(document.terms);
  room(24);
  doc.font('regular').fontSize(9.5).fillColor(COLOURS.muted).text(document.validityNote, left, y, { width });

  drawFooters(doc, document.footer, document.texts.page);
  doc.end();
  return done;
}
