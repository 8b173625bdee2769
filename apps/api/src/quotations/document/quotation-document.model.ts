import {
  ACCESSORY_FIELDS,
  type AccessoryField,
  type Locale,
  MATERIAL_FIELDS,
  type NamedItem,
  QUOTATION_DOCUMENT_TEXTS,
  QUOTATION_VALIDITY_DAYS,
  type QuotationDocumentTexts,
  type TraderQuotationDetail,
  fillText,
  formatDecimal,
  formatMoney,
  formatUnitPrice,
} from '@packflow/contracts';

/**
 * The quotation document a customer is given (domain rules, "A quotation can be given to the
 * customer"), as words and figures ready to lay out. It is built from the quotation as a trade
 * customer is sent it (quotationPolicies.traderQuotation) for every reader: the document is for
 * the customer, so cost, the loading price, margins, rates and ratios cannot reach it.
 */
export interface QuotationDocument {
  locale: Locale;
  texts: QuotationDocumentTexts;
  company: string;
  title: string;
  number: string;
  /** The quotation's date and the last day its price is offered (yyyy-mm-dd). */
  date: string;
  validUntil: string;
  validityNote: string;
  preparedBy: string | null;
  customer: { label: string; value: string }[];
  specification: { label: string; value: string }[];
  price: { label: string; value: string }[];
  terms: { label: string; value: string }[];
  footer: string;
  /** The file name it is downloaded as. */
  fileName: string;
}

export interface DocumentCustomer {
  name: string;
  enterprise: string;
  /** The customer's responsible person. */
  responsible: string;
  phone: string;
  email: string;
}

export interface DocumentCompany {
  companyNameCn: string;
  companyNameEn: string;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The validity days a quotation offers: those it was made under, else today's setting. */
export function validityDaysOf(quotation: TraderQuotationDetail, current: number | undefined): number {
  const days = Number(quotation.settings.range.validityDays ?? current ?? QUOTATION_VALIDITY_DAYS.default);
  return Number.isInteger(days) && days >= QUOTATION_VALIDITY_DAYS.min && days <= QUOTATION_VALIDITY_DAYS.max
    ? days
    : QUOTATION_VALIDITY_DAYS.default;
}

const nameIn = (item: NamedItem | null | undefined, locale: Locale): string | undefined =>
  item ? (locale === 'en' ? item.englishName || item.name : item.name) : undefined;

/** The quotation's words and figures in its own language (the customer's: cn or en). */
export function quotationDocument(
  quotation: TraderQuotationDetail,
  context: {
    company: DocumentCompany;
    customer: DocumentCustomer | null;
    /** Today's validity setting, for a quotation made before it existed. */
    validityDays?: number;
  },
): QuotationDocument {
  const locale = quotation.locale;
  const x = QUOTATION_DOCUMENT_TEXTS[locale];
  const { input, settings, result } = quotation;
  const company = locale === 'en' ? context.company.companyNameEn : context.company.companyNameCn;
  const created = new Date(quotation.createdAt).getTime();
  const days = validityDaysOf(quotation, context.validityDays);
  const date = isoDay(created);
  const validUntil = isoDay(created + days * DAY_MS);
  const mm = (n: number | undefined) => (n === undefined ? undefined : `${formatDecimal(n)} ${x.mm}`);
  const coiled = quotation.make === 'coiled';

  const customer: QuotationDocument['customer'] = [];
  const c = context.customer;
  customer.push({ label: x.customerName, value: c?.name || quotation.customerName || '—' });
  if (c?.enterprise) customer.push({ label: x.enterprise, value: c.enterprise });
  if (c?.responsible) customer.push({ label: x.contact, value: c.responsible });
  if (c?.phone) customer.push({ label: x.phone, value: c.phone });
  if (c?.email) customer.push({ label: x.email, value: c.email });

  const spec: QuotationDocument['specification'] = [];
  const add = (label: string, value: string | undefined) => {
    if (value !== undefined && value !== '') spec.push({ label, value });
  };
  add(x.fields.quotation_type, x.printingTypes[quotation.quotation_type]);
  add(x.fields.make, x.makes[quotation.make]);
  if (!coiled && input.bagType)
    add(x.fields.bagType, nameIn(settings.bagType, locale) ?? x.bagTypes[input.bagType]);
  if (input.width !== undefined && input.height !== undefined)
    add(
      coiled ? `${x.fields.webWidth} × ${x.fields.repeatLength}` : x.dimensions,
      fillText(x.size, { width: formatDecimal(input.width), height: formatDecimal(input.height) }),
    );
  else {
    add(coiled ? x.fields.webWidth : x.fields.width, mm(input.width));
    add(coiled ? x.fields.repeatLength : x.fields.height, mm(input.height));
  }
  add(x.fields.bottomGusset, mm(input.bottomGusset));
  add(x.fields.sideGusset, mm(input.sideGusset));
  add(x.fields.backSealWidth, mm(input.backSealWidth));
  add(x.fields.coreDiameter, mm(input.coreDiameter));
  add(x.fields.rollDiameter, mm(input.rollDiameter));
  if (input.rollLength !== undefined) add(x.fields.rollLength, `${formatDecimal(input.rollLength)} ${x.m}`);
  if (input.irregular) add(x.fields.irregular, x.yes);
  const layers = MATERIAL_FIELDS.flatMap((field) => {
    const name = input[field] ? nameIn(settings.materials[field], locale) : undefined;
    return name ? [name] : [];
  });
  add(x.layers, layers.length ? layers.join(' / ') : undefined);
  const accessory = (field: AccessoryField) =>
    input[field] ? nameIn(settings.accessories[field], locale) : undefined;
  for (const field of ACCESSORY_FIELDS) {
    add(x.fields[field], accessory(field));
    if (field === 'auxzipper' && accessory(field)) add(x.fields.zipperTopMm, mm(input.zipperTopMm));
  }
  add(x.fields.knifestyle, input.knifestyle ? nameIn(settings.knifeStyle, locale) : undefined);
  if (input.bottomImage) add(x.fields.bottomImage, x.yes);
  if (input.bottomAdded) add(x.fields.bottomAdded, x.yes);
  if (input.matte !== 'none') add(x.fields.matte, x.matte[input.matte]);
  if (input.coating !== 'none') add(x.fields.coating, x.coating[input.coating]);
  add(x.fields.proofMatch, x.proofMatch[input.proofMatch]);
  if (!coiled) add(x.fields.makingDirection, x.makingDirection[input.makingDirection]);
  if (input.artworks !== undefined) add(x.fields.artworks, formatDecimal(input.artworks));
  if (input.colours !== undefined) add(x.fields.colours, formatDecimal(input.colours));

  const money = (text: string) => formatMoney(text, result.currency);
  const price: QuotationDocument['price'] = [
    {
      label: x.quantity,
      value: `${formatDecimal(quotation.quantity, 0)} ${x.quantityUnits[quotation.maketype]}`,
    },
    {
      label: x.unitPrice,
      value: `${formatUnitPrice(result.price_unit_end, result.currency, result.decimals)}${x.unitSuffix[quotation.maketype]}`,
    },
    { label: x.total, value: money(result.price_end) },
    { label: x.currency, value: x.currencies[result.currency] },
  ];
  const terms: QuotationDocument['terms'] = [
    { label: x.fields.paymentTerms, value: x.paymentTerms[input.paymentTerms] },
    { label: x.tax, value: input.taxed ? x.taxIncluded : x.taxExcluded },
    { label: x.validUntil, value: validUntil },
  ];

  return {
    locale,
    texts: x,
    company,
    title: x.title,
    number: quotation.number,
    date,
    validUntil,
    validityNote: fillText(x.validity, { days, date: validUntil }),
    preparedBy: quotation.ownerName,
    customer,
    specification: spec,
    price,
    terms,
    footer: fillText(x.footer, { company, number: quotation.number }),
    fileName: `${x.title}-${quotation.number}.pdf`,
  };
}
