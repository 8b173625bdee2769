import type {
  BAG_TYPES,
  COATINGS,
  MAKES,
  MAKING_DIRECTIONS,
  MATTE_TYPES,
  PAYMENT_TERMS,
  PRINTING_TYPES,
  PROOF_MATCHES,
  QUOTING_UNITS,
} from '../catalog/vocabulary';
import type { Locale } from '../locale';
import type { AccessoryField, MaterialField } from './schemas';

/**
 * The words of a quotation's specification (its fields and their values), in Chinese and in
 * English: one home for the console's quotation screens and the document a customer is given, so
 * the customer reads what the salesman sees.
 */
export interface QuotationSpecWords {
  fields: {
    quotation_type: string;
    make: string;
    bagType: string;
    maketype: string;
    width: string;
    height: string;
    webWidth: string;
    repeatLength: string;
    bottomGusset: string;
    sideGusset: string;
    backSealWidth: string;
    coreDiameter: string;
    rollDiameter: string;
    rollLength: string;
    irregular: string;
    zipperTopMm: string;
    knifestyle: string;
    bottomImage: string;
    bottomAdded: string;
    artworks: string;
    colours: string;
    matte: string;
    coating: string;
    proofMatch: string;
    makingDirection: string;
    paymentTerms: string;
  } & Record<MaterialField | AccessoryField, string>;
  printingTypes: Record<(typeof PRINTING_TYPES)[number], string>;
  makes: Record<(typeof MAKES)[number], string>;
  bagTypes: Record<(typeof BAG_TYPES)[number], string>;
  units: Record<(typeof QUOTING_UNITS)[number], string>;
  /** After a unit price: "/pc", "/kg". */
  unitSuffix: Record<(typeof QUOTING_UNITS)[number], string>;
  paymentTerms: Record<(typeof PAYMENT_TERMS)[number], string>;
  matte: Record<(typeof MATTE_TYPES)[number], string>;
  coating: Record<(typeof COATINGS)[number], string>;
  proofMatch: Record<(typeof PROOF_MATCHES)[number], string>;
  makingDirection: Record<(typeof MAKING_DIRECTIONS)[number], string>;
}

/**
 * The words of the quotation document a customer is given (domain rules, "A quotation can be
 * given to the customer"), in Chinese and in English: the same labels the console's quotation
 * screens use, so the customer reads what the salesman sees. `{name}` marks a value filled in.
 */
export interface QuotationDocumentTexts extends QuotationSpecWords {
  title: string;
  number: string;
  date: string;
  validUntil: string;
  validity: string;
  preparedBy: string;
  customer: string;
  customerName: string;
  enterprise: string;
  contact: string;
  phone: string;
  email: string;
  specification: string;
  price: string;
  terms: string;
  dimensions: string;
  size: string;
  layers: string;
  accessories: string;
  finishing: string;
  quantity: string;
  unitPrice: string;
  total: string;
  currency: string;
  tax: string;
  taxIncluded: string;
  taxExcluded: string;
  revision: string;
  footer: string;
  page: string;
  yes: string;
  mm: string;
  m: string;
  /** The quantity's unit: "10,000 pcs", "500 kg". */
  quantityUnits: Record<(typeof QUOTING_UNITS)[number], string>;
  currencies: Record<'CNY' | 'USD', string>;
}

const enSpec: QuotationSpecWords = {
  fields: {
    quotation_type: 'Printing type',
    make: 'Bag or roll film',
    bagType: 'Bag type',
    maketype: 'Quoting unit',
    width: 'Width',
    height: 'Height',
    webWidth: 'Web width',
    repeatLength: 'Repeat length',
    bottomGusset: 'Total bottom width',
    sideGusset: 'Side gusset',
    backSealWidth: 'Back seal width',
    coreDiameter: 'Core diameter',
    rollDiameter: 'Finished roll diameter',
    rollLength: 'Length per roll',
    irregular: 'Shaped (irregular) bag',
    materialprinting: 'Printed film',
    materialcomp: 'Laminate 1',
    materialcomp2: 'Laminate 2',
    materialcomp3: 'Laminate 3',
    materialinner: 'Inner layer',
    auxzipper: 'Zipper',
    zipperTopMm: 'Zipper to top',
    auxhandle: 'Handle',
    auxexhaust: 'Exhaust valve',
    auxsealingbar: 'Sealing bar (tin tie)',
    auxsuctionnozzle: 'Spout',
    auxhotknife: 'Hot knife',
    knifestyle: 'Knife / gusset style',
    bottomImage: 'Four-colour image on the bottom',
    bottomAdded: 'Bottom added as a separate piece',
    artworks: 'Artworks',
    colours: 'Colours per artwork',
    matte: 'Matte',
    coating: 'Coating',
    proofMatch: 'Proof match',
    makingDirection: 'Bag-making direction',
    paymentTerms: 'Payment terms',
  },
  printingTypes: { digital: 'Digital', gravure: 'Gravure' },
  makes: { bag: 'Bag', coiled: 'Roll film' },
  bagTypes: {
    twoSide: 'Two-side seal',
    threeSide: 'Three-side seal',
    quad: 'Quad seal',
    flatBottom: 'Flat bottom',
    standUp: 'Stand-up pouch',
    backSeal: 'Back (fin) seal',
    sideGusset: 'Side gusset',
  },
  units: { piece: 'Per piece', kg: 'Per kg', meter: 'Per metre', impression: 'Per impression' },
  unitSuffix: { piece: '/pc', kg: '/kg', meter: '/m', impression: '/imp.' },
  paymentTerms: { full: 'Full payment', advance30: '30% advance', advance50: '50% advance', other: 'Other' },
  matte: { none: 'None', matteOil: 'Matte oil', softTouch: 'Soft touch', sandyTouch: 'Sandy touch' },
  coating: { none: 'None', local: 'Local', full: 'Full' },
  proofMatch: { process: 'Process colour', spot: 'Spot colour' },
  makingDirection: { horizontal: 'Horizontal', vertical: 'Vertical' },
};

const en: QuotationDocumentTexts = {
  ...enSpec,
  title: 'Quotation',
  number: 'Quotation No.',
  date: 'Date',
  validUntil: 'Valid until',
  validity: 'This quotation is valid for {days} days from its date, until {date}.',
  preparedBy: 'Prepared by',
  customer: 'Customer',
  customerName: 'Name',
  enterprise: 'Company',
  contact: 'Contact',
  phone: 'Phone',
  email: 'Email',
  specification: 'Specification',
  price: 'Price',
  terms: 'Terms',
  dimensions: 'Size',
  size: '{width} × {height} mm',
  layers: 'Layers',
  accessories: 'Accessories',
  finishing: 'Finishing',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  total: 'Total',
  currency: 'Currency',
  tax: 'Tax',
  taxIncluded: 'Tax included',
  taxExcluded: 'Tax not included',
  revision: 'Rev. {no}',
  footer: '{company} · Quotation {number}',
  page: 'Page {page} of {pages}',
  yes: 'Yes',
  mm: 'mm',
  m: 'm',
  quantityUnits: { piece: 'pcs', kg: 'kg', meter: 'm', impression: 'impressions' },
  currencies: { CNY: 'Chinese yuan (CNY)', USD: 'US dollar (USD)' },
};

const cnSpec: QuotationSpecWords = {
  fields: {
    quotation_type: '印刷方式',
    make: '制袋或卷膜',
    bagType: '袋型',
    maketype: '报价单位',
    width: '袋宽',
    height: '袋高',
    webWidth: '膜宽',
    repeatLength: '单个长度',
    bottomGusset: '底部总宽度',
    sideGusset: '侧风琴',
    backSealWidth: '背封宽度',
    coreDiameter: '纸芯直径',
    rollDiameter: '成品卷径',
    rollLength: '每卷米数',
    irregular: '异形袋',
    materialprinting: '印刷层材料',
    materialcomp: '复合层 1',
    materialcomp2: '复合层 2',
    materialcomp3: '复合层 3',
    materialinner: '内层材料',
    auxzipper: '拉链',
    zipperTopMm: '拉链中线距袋顶',
    auxhandle: '手提',
    auxexhaust: '排气阀',
    auxsealingbar: '铁丝封条',
    auxsuctionnozzle: '吸嘴',
    auxhotknife: '热切刀',
    knifestyle: '刀型 / 风琴样式',
    bottomImage: '底部四色图案',
    bottomAdded: '加底（单独底片）',
    artworks: '款数',
    colours: '每款颜色数',
    matte: '哑光',
    coating: '上光',
    proofMatch: '打样匹配',
    makingDirection: '制袋方向',
    paymentTerms: '付款方式',
  },
  printingTypes: { digital: '数码印刷', gravure: '凹版印刷' },
  makes: { bag: '制袋', coiled: '卷膜' },
  bagTypes: {
    twoSide: '二边封',
    threeSide: '三边封',
    quad: '四边封',
    flatBottom: '八边封（平底袋）',
    standUp: '自立袋',
    backSeal: '背封袋',
    sideGusset: '风琴袋',
  },
  units: { piece: '按个', kg: '按公斤', meter: '按米', impression: '按印次' },
  unitSuffix: { piece: '/个', kg: '/公斤', meter: '/米', impression: '/印次' },
  paymentTerms: { full: '全款', advance30: '预付30%', advance50: '预付50%', other: '其他' },
  matte: { none: '无', matteOil: '哑油', softTouch: '肤感', sandyTouch: '磨砂' },
  coating: { none: '无', local: '局部上光', full: '全版上光' },
  proofMatch: { process: '四色套印', spot: '专色' },
  makingDirection: { horizontal: '横向', vertical: '纵向' },
};

const cn: QuotationDocumentTexts = {
  ...cnSpec,
  title: '报价单',
  number: '报价单号',
  date: '报价日期',
  validUntil: '有效期至',
  validity: '本报价自报价日期起 {days} 天内有效，至 {date} 止。',
  preparedBy: '报价人',
  customer: '客户',
  customerName: '名称',
  enterprise: '公司',
  contact: '联系人',
  phone: '电话',
  email: '邮箱',
  specification: '产品规格',
  price: '价格',
  terms: '条款',
  dimensions: '尺寸',
  size: '{width} × {height} 毫米',
  layers: '材料结构',
  accessories: '辅料',
  finishing: '表面工艺',
  quantity: '数量',
  unitPrice: '单价',
  total: '总价',
  currency: '币种',
  tax: '税费',
  taxIncluded: '含税',
  taxExcluded: '不含税',
  revision: '第 {no} 版',
  footer: '{company} · 报价单 {number}',
  page: '第 {page} 页，共 {pages} 页',
  yes: '是',
  mm: '毫米',
  m: '米',
  quantityUnits: { piece: '个', kg: '公斤', meter: '米', impression: '印次' },
  currencies: { CNY: '人民币（CNY）', USD: '美元（USD）' },
};

export const QUOTATION_SPEC_WORDS: Record<Locale, QuotationSpecWords> = { cn: cnSpec, en: enSpec };

export const QUOTATION_DOCUMENT_TEXTS: Record<Locale, QuotationDocumentTexts> = { cn, en };

/** A text with its `{name}` places filled in. */
export const fillText = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
