import { Inject, Injectable } from '@nestjs/common';
import type { BillView } from '@packflow/contracts';
import type { Infrastructure } from '@packflow/runtime';
import QRCode from 'qrcode';
import {
  PDF_COLOURS as COLOURS,
  PDF_PAGE as PAGE,
  attachment,
  drawFooters,
  drawTitleHead,
  openPdf,
} from '../documents/pdf-document';
import { companyNames } from '../sysset/sysset.queries';
import { INFRA } from '../tokens';
import { BILL_WORDS, TOTALS_ORDER, fill, moneyText } from './bill-words';

/**
 * A bill as a PDF in the customer's language (month-end.md, "The bill"): the customer, month,
 * currency and salesman, every line with its kind, order or contract, amount (2 decimals) and
 * note, prior-period lines marked, the totals, and for a sealed bill the head of its hash chain
 * printed and as a QR code.
 */
@Injectable()
export class BillPdfs {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async render(bill: BillView): Promise<{ pdf: Buffer; fileName: string }> {
    const locale = bill.language === 'en' ? 'en' : 'cn';
    const x = BILL_WORDS[locale];
    const company = await companyNames(this.infra);
    const seller = locale === 'en' ? company.companyNameEn : company.companyNameCn;
    const { doc, done } = openPdf({
      title: `${x.title} ${bill.customerName} ${bill.month}`,
      author: seller,
      subject: x.title,
      locale,
      now: new Date(),
    });
    const left = PAGE.margin;
    const width = doc.page.width - PAGE.margin * 2;
    let y = drawTitleHead(
      doc,
      { company: seller, title: x.title, left, y: PAGE.margin, width },
      { titleShare: 0.55, titleSize: 20 },
    );

    const pairs: [string, string][] = [
      [x.customer, bill.customerName],
      [x.month, bill.month],
      [x.currency, bill.currency],
      [x.owner, bill.ownerName],
      [x.status, x.statuses[bill.status]],
    ];
    for (const [label, value] of pairs) {
      doc.font('regular').fontSize(9.5).fillColor(COLOURS.muted).text(label, left, y, { width: 90 });
      doc
        .font('bold')
        .fontSize(10.5)
        .fillColor(COLOURS.ink)
        .text(value || '—', left + 90, y - 0.5, { width: width - 90 });
      y = Math.max(doc.y, y + 14) + 4;
    }
    y += 10;

    // The lines: date, kind, order or contract, amount, note.
    const cols = [
      { key: 'date', w: 70 },
      { key: 'kind', w: 90 },
      { key: 'ref', w: 110 },
      { key: 'amount', w: 90, right: true },
      { key: 'note', w: width - 360 },
    ] as const;
    const header: Record<(typeof cols)[number]['key'], string> = {
      date: x.date,
      kind: x.kind,
      ref: `${x.order} / ${x.contract}`,
      amount: x.amount,
      note: x.note,
    };
    const row = (cells: Record<string, string>, bold: boolean, band: boolean) => {
      if (y > doc.page.height - PAGE.margin - PAGE.footer - 30) {
        doc.addPage();
        y = PAGE.margin;
      }
      let cx = left;
      let bottom = y + 14;
      if (band) doc.rect(left, y - 3, width, 18).fill(COLOURS.band);
      for (const c of cols) {
        doc
          .font(bold ? 'bold' : 'regular')
          .fontSize(9)
          .fillColor(COLOURS.ink)
          .text(cells[c.key] ?? '', cx + 2, y, { width: c.w - 4, align: 'right' in c ? 'right' : 'left' });
        bottom = Math.max(bottom, doc.y);
        cx += c.w;
      }
      y = bottom + 4;
    };
    row(header, true, true);
    for (const line of bill.lines) {
      row(
        {
          date: line.date,
          kind: x.kinds[line.kind],
          ref: line.orderNumber ?? line.contractNumber ?? '',
          amount: moneyText(line.amount),
          note: [line.priorPeriod ? `[${x.prior}]` : '', line.note].filter(Boolean).join(' '),
        },
        false,
        false,
      );
    }
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    y += 10;

    // The totals.
    doc.font('bold').fontSize(11).fillColor(COLOURS.ink).text(x.totals, left, y);
    y = doc.y + 4;
    for (const key of TOTALS_ORDER) {
      const value = key === 'signedOrders' ? String(bill.totals[key]) : moneyText(String(bill.totals[key]));
      doc
        .font('regular')
        .fontSize(9.5)
        .fillColor(COLOURS.muted)
        .text(x.totalNames[key], left, y, { width: 160 });
      doc
        .font(key === 'closingBalance' ? 'bold' : 'regular')
        .fontSize(10)
        .fillColor(COLOURS.ink)
        .text(value, left + 160, y, { width: 120, align: 'right' });
      y = Math.max(doc.y, y + 14) + 2;
    }

    // A sealed bill: its chain head, written and as a QR code.
    if (bill.sealed) {
      y += 12;
      if (y > doc.page.height - PAGE.margin - PAGE.footer - 120) {
        doc.addPage();
        y = PAGE.margin;
      }
      const qr = await QRCode.toBuffer(bill.sealed.chainHead, { type: 'png', margin: 1, width: 220 });
      doc.image(qr, left, y, { width: 96 });
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(COLOURS.muted)
        .text(x.chainHead, left + 110, y + 4, { width: width - 110 });
      doc
        .font('bold')
        .fontSize(8.5)
        .fillColor(COLOURS.ink)
        .text(bill.sealed.chainHead, left + 110, doc.y + 2, { width: width - 110 });
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(COLOURS.muted)
        .text(
          `${x.sealedAt}: ${new Date(Date.parse(bill.sealed.at) + 8 * 3600_000).toISOString().slice(0, 10)}`,
          left + 110,
          doc.y + 4,
          { width: width - 110 },
        );
    }

    drawFooters(
      doc,
      fill(x.footer, { company: seller, customer: bill.customerName, month: bill.month }),
      x.page,
    );
    doc.end();
    return {
      pdf: await done,
      fileName: attachment(`${x.title}-${bill.customerName}-${bill.month}.pdf`, `bill-${bill.id}.pdf`),
    };
  }
}
