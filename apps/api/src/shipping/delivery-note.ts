import { Inject, Injectable } from '@nestjs/common';
import { QUOTATION_SPEC_WORDS, formatDecimal } from '@packflow/contracts';
import { contract, order, shipping } from '@packflow/domain';
import type { Infrastructure } from '@packflow/runtime';
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

/**
 * A shipment's delivery note (送货单), a PDF in the customer's language (the contract's), made
 * the way the contract's document is: the shipment's items and quantity, cartons and pallets,
 * waybill, logistics company, address, and any concession the goods were released under.
 * Never a price, a total or the freight.
 */

const TEXTS = {
  cn: {
    title: '送货单',
    number: '送货单号',
    date: '发货日期',
    order: '订单号',
    customer: '收货单位',
    address: '收货地址',
    company: '物流公司',
    waybill: '运单号',
    product: '品名规格',
    quantity: '本次数量',
    shippedSoFar: '累计已发',
    ordered: '订单数量',
    cartons: '纸箱',
    pallets: '托盘',
    packages: '{count} 件，每件 {length} × {width} × {height} cm',
    weight: '重量',
    concession: '让步放行',
    received: '收货人签字',
    pieces: { piece: '个', meter: '米' } as Record<string, string>,
    footer: '{company} · 送货单 {number}',
    page: '第 {page} / {pages} 页',
  },
  en: {
    title: 'Delivery Note',
    number: 'Note no.',
    date: 'Shipped on',
    order: 'Order',
    customer: 'Consignee',
    address: 'Address',
    company: 'Carrier',
    waybill: 'Waybill',
    product: 'Product',
    quantity: 'This shipment',
    shippedSoFar: 'Shipped so far',
    ordered: 'Ordered',
    cartons: 'Cartons',
    pallets: 'Pallets',
    packages: '{count} of {length} × {width} × {height} cm',
    weight: 'Weight',
    concession: 'Released under concession',
    received: 'Received by',
    pieces: { piece: 'pcs', meter: 'm' } as Record<string, string>,
    footer: '{company} · Delivery note {number}',
    page: 'Page {page} of {pages}',
  },
} as const;

const fill = (text: string, params: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));

@Injectable()
export class DeliveryNotes {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  /** The note of `shipment` (one of the order's), with the file name it downloads as. */
  async render(
    state: shipping.ShippingState,
    shipment: shipping.ShipmentRecordedData,
  ): Promise<{ pdf: Buffer; fileName: string }> {
    const opened = state.order!;
    const [contractEvents, placed, company] = await Promise.all([
      this.infra.commands.history(contract.contractStream(opened.contractId)),
      this.infra.commands.load(order.orderDecider, order.orderStream(opened.orderId)),
      companyNames(this.infra),
    ]);
    // The contract's language, as its request (or creation) recorded it.
    const language = contractEvents
      .map((e) => (e.data as { language?: unknown }).language)
      .find((l) => l === 'cn' || l === 'en');
    const locale = language === 'en' ? 'en' : 'cn';
    const x = TEXTS[locale];
    const seller = locale === 'en' ? company.companyNameEn : company.companyNameCn;
    const number = `${opened.number}-S${shipment.n}`;
    const { doc, done } = openPdf({
      title: `${x.title} ${number}`,
      author: seller,
      subject: x.title,
      locale,
      now: new Date(),
    });
    const left = PAGE.margin;
    const width = doc.page.width - PAGE.margin * 2;
    let y = PAGE.margin;

    y = drawTitleHead(doc, { company: seller, title: x.title, left, y, width });

    const unit = x.pieces[opened.unit] ?? opened.unit;
    const shippedSoFar = state.shipments
      .filter((s) => s.n <= shipment.n)
      .reduce((sum, s) => sum + s.quantity, 0);
    const pkg = (p: { count: number; length: number; width: number; height: number }) =>
      fill(x.packages, {
        count: p.count,
        length: formatDecimal(p.length),
        width: formatDecimal(p.width),
        height: formatDecimal(p.height),
      });
    const concession = shipping.concessionOf(state);
    const pairs: [string, string][] = [
      [x.number, number],
      [x.date, shipment.at.slice(0, 10)],
      [x.order, opened.number],
      [x.customer, opened.customerName],
      [x.address, shipment.address],
      [x.company, shipment.company],
      [x.waybill, shipment.waybill],
      [x.product, productOf(placed, locale)],
      [x.quantity, `${formatDecimal(shipment.quantity, 0)} ${unit}`],
      [x.shippedSoFar, `${formatDecimal(shippedSoFar, 0)} / ${formatDecimal(opened.ordered, 0)} ${unit}`],
      [x.cartons, pkg(shipment.cartons)],
      ...(shipment.pallets ? [[x.pallets, pkg(shipment.pallets)] as [string, string]] : []),
      [x.weight, `${formatDecimal(shipment.weight)} kg`],
      ...(concession ? [[x.concession, concession] as [string, string]] : []),
    ];
    for (const [label, value] of pairs) {
      doc.font('regular').fontSize(9.5).fillColor(COLOURS.muted).text(label, left, y, { width: 110 });
      doc
        .font('bold')
        .fontSize(10.5)
        .fillColor(COLOURS.ink)
        .text(value || '—', left + 110, y - 0.5, {
          width: width - 110,
        });
      y = Math.max(doc.y, y + 16) + 6;
    }
    y += 30;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(COLOURS.ink)
      .text(`${x.received}: ____________________`, left, y);
    drawFooters(doc, fill(x.footer, { company: seller, number }), x.page);
    doc.end();
    return {
      pdf: await done,
      fileName: attachment(`${x.title}-${number}.pdf`, 'delivery-note.pdf'),
    };
  }
}

/** The product as the note names it: bag type (or roll film) and its size, from the order's specification. */
function productOf(state: order.OrderState, locale: 'cn' | 'en'): string {
  const s = state.created?.snapshot;
  if (!s) return '';
  const words = QUOTATION_SPEC_WORDS[locale];
  const kind =
    s.make === 'bag' && s.bagType
      ? ((words.bagTypes as Record<string, string>)[s.bagType] ?? s.bagType)
      : ((words.makes as Record<string, string>)[s.make] ?? s.make);
  const sizes = Object.values(s.sizes ?? {}).filter((n): n is number => typeof n === 'number' && n > 0);
  return sizes.length ? `${kind} ${sizes.map((n) => formatDecimal(n)).join(' × ')} mm` : kind;
}
