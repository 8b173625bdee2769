import {
  CONTRACT_DOCUMENT_TEXTS,
  type ContractDetail,
  type ContractLine,
  MATERIAL_FIELDS,
  QUOTATION_SPEC_WORDS,
  amountOf,
  fillText,
  formatDecimal,
  formatMoney,
  formatUnitPrice,
} from '@packflow/contracts';
import {
  PDF_COLOURS as COLOURS,
  PDF_PAGE as PAGE,
  drawFooters,
  drawTitleHead,
  openPdf,
} from '../../documents/pdf-document';

export interface ContractParty {
  name: string;
  enterprise: string;
  responsible: string;
  phone: string;
}

/** The file name a contract downloads as: "购销合同-HT….pdf" or "Sales Contract-HT….pdf". */
export const contractFileName = (contract: Pick<ContractDetail, 'language' | 'number'>): string =>
  `${CONTRACT_DOCUMENT_TEXTS[contract.language].title}-${contract.number}.pdf`;

/** What a line's product cell says: the bag type (or roll film), its size, its layers, its sampling. */
export function productText(line: ContractLine, locale: 'cn' | 'en'): string {
  const x = CONTRACT_DOCUMENT_TEXTS[locale];
  const words = QUOTATION_SPEC_WORDS[locale];
  const { input, bagType, materials } = line.snapshot;
  const named = (item: { name: string; englishName: string } | null | undefined) =>
    item ? (locale === 'en' ? item.englishName || item.name : item.name) : undefined;
  const coiled = line.make === 'coiled' || !line.bagType;
  const product = coiled ? words.makes[line.make] : (named(bagType) ?? words.bagTypes[line.bagType!]);
  const mm = (n: number | undefined) => (n === undefined ? undefined : formatDecimal(n));
  let size: string | undefined;
  if (coiled && input.width !== undefined)
    size =
      input.coreDiameter === undefined
        ? fillText(x.rollWidth, { width: mm(input.width)! })
        : fillText(x.rollSize, { width: mm(input.width)!, core: mm(input.coreDiameter)! });
  else if (!coiled && input.width !== undefined && input.height !== undefined) {
    const gusset = input.bottomGusset ?? input.sideGusset;
    size = fillText(x.bagSize, {
      size: [input.width, input.height, gusset].flatMap((n) => (n === undefined ? [] : [mm(n)])).join(' × '),
    });
  }
  const layers = MATERIAL_FIELDS.map((f) => named(materials[f]))
    .filter(Boolean)
    .join(' / ');
  // Sampling only where the salesman stated it (contracts made before it was asked say nothing).
  const sampling = line.sampling === true ? x.sampling.yes : line.sampling === false ? x.sampling.no : null;
  return [product, size, layers, sampling].filter(Boolean).join('\n');
}

/**
 * The contract as a PDF (A4) in the customer's language, from its stored lines (never priced
 * again): the parties, the type and terms, one row per quotation, the total, the terms and the
 * places to sign; the pages, fonts and footer are every document's.
 */
export function renderContractPdf(
  contract: ContractDetail,
  parties: { seller: string; buyer: ContractParty | null },
  now = new Date(),
): Promise<Buffer> {
  const locale = contract.language;
  const x = CONTRACT_DOCUMENT_TEXTS[locale];
  const words = QUOTATION_SPEC_WORDS[locale];
  const { doc, done } = openPdf({
    title: `${x.title} ${contract.number}`,
    author: parties.seller,
    subject: x.title,
    locale,
    now,
  });
  const left = PAGE.margin;
  const width = doc.page.width - PAGE.margin * 2;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  let y = PAGE.margin;
  const room = (height: number) => {
    if (y + height <= bottom()) return;
    doc.addPage();
    y = PAGE.margin;
  };
  const money = (text: string) => formatMoney(text, contract.currency);
  const money2 = (text: string) => amountOf(text, 1);

  // ------------------------------------------------------------ header
  y = drawTitleHead(doc, { company: parties.seller, title: x.title, left, y, width });

  const pairs: [string, string][] = [
    [x.number, contract.number],
    [x.date, contract.createdAt.slice(0, 10)],
    [x.seller, parties.seller],
    [x.buyer, parties.buyer?.enterprise || parties.buyer?.name || contract.customerName],
    [
      x.contact,
      parties.buyer ? [parties.buyer.responsible, parties.buyer.phone].filter(Boolean).join(' ') : '',
    ],
    [
      x.type,
      `${words.printingTypes[contract.printingType]} · ${contract.taxed ? x.taxIncluded : x.taxExcluded}`,
    ],
    [x.paymentTerms, words.paymentTerms[contract.paymentTerms]],
    [x.currency, contract.currency],
  ];
  const half = width / 2;
  pairs.forEach(([label, value], i) => {
    const px = left + (i % 2) * half;
    const py = y + Math.floor(i / 2) * 18;
    doc.font('regular').fontSize(9.5).fillColor(COLOURS.muted).text(label, px, py, { width: 80 });
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(COLOURS.ink)
      .text(value || '—', px + 80, py - 0.5, { width: half - 86 });
  });
  y += Math.ceil(pairs.length / 2) * 18 + 10;

  const heading = (title: string) => {
    room(44);
    doc.rect(left, y, width, 20).fill(COLOURS.band);
    doc
      .font('bold')
      .fontSize(10.5)
      .fillColor(COLOURS.ink)
      .text(title, left + 8, y + 4, { width: width - 16 });
    y += 24;
  };

  // ------------------------------------------------------------ the lines
  heading(x.lines);
  // The quotation column is as wide as its longest number, so a number never wraps.
  doc.font('regular').fontSize(9.5);
  const numberWidth = Math.max(
    doc.widthOfString(x.quotation),
    ...contract.lines.map((l) => doc.widthOfString(l.quotationNumber)),
  );
  const fixed = { no: 26, quotation: Math.ceil(numberWidth) + 8, quantity: 62, unitPrice: 84, amount: 86 };
  const columns = [
    { title: x.no, width: fixed.no, align: 'left' as const },
    { title: x.quotation, width: fixed.quotation, align: 'left' as const },
    { title: x.product, width: width - Object.values(fixed).reduce((a, b) => a + b), align: 'left' as const },
    { title: x.quantity, width: fixed.quantity, align: 'right' as const },
    { title: x.unitPrice, width: fixed.unitPrice, align: 'right' as const },
    { title: x.amount, width: fixed.amount, align: 'right' as const },
  ];
  const row = (cells: string[], font: 'regular' | 'bold', size = 9.5) => {
    doc.font(font).fontSize(size);
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: columns[i]!.width - 6 })));
    room(height + 6);
    let cx = left;
    cells.forEach((cell, i) => {
      const col = columns[i]!;
      doc.fillColor(COLOURS.ink).text(cell, cx + 3, y, { width: col.width - 6, align: col.align });
      cx += col.width;
    });
    y += height + 3;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    y += 3;
  };
  row(
    columns.map((c) => c.title),
    'bold',
    9,
  );
  // Every amount is the unit price times the quantity; a line of a contract made before that rule
  // keeps the amount it was agreed at, marked (README, "Quotation prices").
  const asAgreed = (line: ContractLine) => amountOf(line.unitPrice, line.quantity) !== money2(line.total);
  contract.lines.forEach((line, i) => {
    row(
      [
        String(i + 1),
        line.quotationNumber,
        productText(line, locale),
        formatDecimal(line.quantity, 0),
        `${formatUnitPrice(line.unitPrice, contract.currency)}${words.unitSuffix[line.unit]}`,
        `${money(line.total)}${asAgreed(line) ? ' *' : ''}`,
      ],
      'regular',
    );
  });
  room(24);
  doc.font('bold').fontSize(12).fillColor(COLOURS.ink);
  doc.text(
    `${x.total} (${contract.taxed ? x.taxIncluded : x.taxExcluded}): ${money(contract.total)}`,
    left,
    y + 4,
    { width, align: 'right' },
  );
  y = doc.y + 12;
  if (contract.lines.some(asAgreed)) {
    doc.font('regular').fontSize(8.5).fillColor(COLOURS.muted).text(x.amountAsAgreed, left, y, { width });
    y = doc.y + 8;
  }

  // ------------------------------------------------------------ terms and signatures
  heading(x.clauses);
  doc.font('regular').fontSize(10).fillColor(COLOURS.ink);
  x.clauseText.forEach((clause, i) => {
    const text = `${i + 1}. ${clause}`;
    const height = doc.heightOfString(text, { width: width - 16 });
    room(height + 4);
    doc.text(text, left + 8, y, { width: width - 16 });
    y += height + 4;
  });
  y += 8;
  heading(x.signatures);
  room(70);
  for (const [i, party] of [x.seller, x.buyer].entries()) {
    const px = left + i * half + 8;
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(COLOURS.ink)
      .text(party, px, y, { width: half - 24 });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(COLOURS.muted)
      .text(x.signature, px, y + 40, { width: half - 24 });
    doc
      .moveTo(px, y + 36)
      .lineTo(px + half - 40, y + 36)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
  }
  y += 60;

  drawFooters(doc, fillText(x.footer, { company: parties.seller, number: contract.number }), x.page);
  doc.end();
  return done;
}
