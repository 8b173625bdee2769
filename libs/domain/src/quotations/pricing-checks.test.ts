import {
  type Locale,
  type PriceIssue,
  type PricingSettings,
  type QuotationInput,
  translate,
} from '@packflow/contracts';
import { calculatePrice } from './pricing';
import { fixtureInput, fixtureSettings } from '../../../../test/support/pricing-fixtures';

/** Every check of spec section 5 / design/pricing.md: its field, severity and message in both languages. */

const STAND_UP = {
  quotation_type: 'digital',
  make: 'bag',
  bagType: 'standUp',
  maketype: 'piece',
  width: '120',
  height: '200',
  bottomGusset: '60',
  artworks: '1',
  quantity: '5000',
  materialprinting: 'pet12',
  materialinner: 'pe80',
  auxhotknife: 'knife-straight',
};
const GRAVURE_ROLL = {
  quotation_type: 'gravure',
  make: 'coiled',
  maketype: 'kg',
  width: '400',
  height: '250',
  coreDiameter: '76',
  rollDiameter: '400',
  artworks: '1',
  colours: '4',
  quantity: '1000',
  materialprinting: 'bopp20',
  materialinner: 'pe80',
};

type Form = Record<string, unknown>;
type Tweak = (settings: PricingSettings) => PricingSettings;

function issuesOf(
  form: Form,
  tweak: Tweak = (s) => s,
  locale: Locale = 'en',
): { ok: boolean; issues: PriceIssue[] } {
  const input: QuotationInput = fixtureInput(form);
  const outcome = calculatePrice(input, tweak(fixtureSettings(input, locale)), locale);
  return outcome.ok ? { ok: true, issues: outcome.result.issues } : { ok: false, issues: outcome.issues };
}

const without = (form: Form, ...fields: string[]): Form =>
  Object.fromEntries(Object.entries(form).filter(([k]) => !fields.includes(k)));

interface Case {
  name: string;
  form: Form;
  tweak?: Tweak;
  field: string;
  severity?: 'error' | 'warning';
  en: string;
  cn: string;
}

const cases: Case[] = [
  // ------------------------------------------------------------ required
  {
    name: 'artworks',
    form: without(STAND_UP, 'artworks'),
    field: 'artworks',
    en: 'Please enter the number of artworks',
    cn: '请输入款数',
  },
  {
    name: 'quantity',
    form: without(STAND_UP, 'quantity'),
    field: 'quantity',
    en: 'Please enter the order quantity',
    cn: '请输入订单数量',
  },
  {
    name: 'bag type',
    form: without(STAND_UP, 'bagType'),
    field: 'bagType',
    en: 'Please choose a bag type',
    cn: '请选择袋型',
  },
  {
    name: 'bag width',
    form: without(STAND_UP, 'width'),
    field: 'width',
    en: 'Please enter the bag width',
    cn: '请输入袋宽',
  },
  {
    name: 'bag height (0 counts as blank)',
    form: { ...STAND_UP, height: '0' },
    field: 'height',
    en: 'Please enter the bag height',
    cn: '请输入袋高',
  },
  {
    name: 'bottom gusset of a stand-up pouch',
    form: without(STAND_UP, 'bottomGusset'),
    field: 'bottomGusset',
    en: 'Please enter the total bottom width',
    cn: '请输入底部总宽度',
  },
  {
    name: 'side gusset of a flat bottom bag',
    form: { ...STAND_UP, bagType: 'flatBottom' },
    field: 'sideGusset',
    en: 'Please enter the side gusset width',
    cn: '请输入侧风琴宽度',
  },
  {
    name: 'back seal width of a back-seal bag',
    form: { ...without(STAND_UP, 'bottomGusset'), bagType: 'backSeal' },
    field: 'backSealWidth',
    en: 'Please enter the back seal width',
    cn: '请输入背封宽度',
  },
  {
    name: 'printed material',
    form: without(STAND_UP, 'materialprinting'),
    field: 'materialprinting',
    en: 'Please choose the printed material',
    cn: '请选择印刷材料',
  },
  {
    name: 'inner material of a bag',
    form: without(STAND_UP, 'materialinner'),
    field: 'materialinner',
    en: 'Please choose the inner material',
    cn: '请选择内层材料',
  },
  {
    name: 'hot knife of a bag',
    form: without(STAND_UP, 'auxhotknife'),
    field: 'auxhotknife',
    en: 'Please choose the hot knife',
    cn: '请选择热刀',
  },
  {
    name: 'film width of roll film',
    form: without(GRAVURE_ROLL, 'width'),
    field: 'width',
    en: 'Please enter the film width',
    cn: '请输入膜宽',
  },
  {
    name: 'repeat of roll film',
    form: without(GRAVURE_ROLL, 'height'),
    field: 'height',
    en: 'Please enter the repeat length',
    cn: '请输入版周长（单个图案长度）',
  },
  {
    name: 'core diameter',
    form: without(GRAVURE_ROLL, 'coreDiameter'),
    field: 'coreDiameter',
    en: 'Please enter the core diameter',
    cn: '请输入纸芯直径',
  },
  {
    name: 'roll diameter or length',
    form: without(GRAVURE_ROLL, 'rollDiameter'),
    field: 'rollDiameter',
    en: 'Please enter the finished roll diameter or the length per roll',
    cn: '请输入成品卷径或每卷长度',
  },
  {
    name: 'colours for gravure',
    form: without(GRAVURE_ROLL, 'colours'),
    field: 'colours',
    en: 'Please enter the number of colours',
    cn: '请输入颜色数',
  },
  // ------------------------------------------------------------ bounds of the bag type
  {
    name: 'stand-up width 40 to 300',
    form: { ...STAND_UP, width: '30' },
    field: 'width',
    en: 'The width must be from 40 to 300 mm for this bag type',
    cn: '此袋型的宽度须在 40 至 300 mm 之间',
  },
  {
    name: 'quad seal width 60 to 200',
    form: {
      ...STAND_UP,
      quotation_type: 'gravure',
      colours: '4',
      bagType: 'quad',
      width: '210',
      sideGusset: '60',
    },
    field: 'width',
    en: 'The width must be from 60 to 200 mm for this bag type',
    cn: '此袋型的宽度须在 60 至 200 mm 之间',
  },
  {
    name: 'height',
    form: { ...STAND_UP, height: '301' },
    field: 'height',
    en: 'The height must be from 40 to 300 mm for this bag type',
    cn: '此袋型的高度须在 40 至 300 mm 之间',
  },
  {
    name: 'bottom gusset 20 to 120',
    form: { ...STAND_UP, bottomGusset: '130' },
    field: 'bottomGusset',
    en: 'The total bottom width must be from 20 to 120 mm for this bag type',
    cn: '此袋型的底部总宽度须在 20 至 120 mm 之间',
  },
  {
    name: 'side gusset 20 to 180',
    form: { ...STAND_UP, bagType: 'sideGusset', sideGusset: '10', backSealWidth: '10' },
    field: 'sideGusset',
    en: 'The side gusset must be from 20 to 180 mm for this bag type',
    cn: '此袋型的侧风琴宽度须在 20 至 180 mm 之间',
  },
  {
    name: 'shaped bag width',
    form: { ...STAND_UP, irregular: 'true', width: '260' },
    tweak: (s) => ({ ...s, rates: { ...s.rates, irregularMaxWidthMm: '250' } }),
    field: 'width',
    en: 'A shaped bag can be at most 250 mm wide',
    cn: '异形袋宽度最大 250 mm',
  },
  // ------------------------------------------------------------ construction
  {
    name: 'bottom image cannot be bottom-added',
    form: { ...STAND_UP, bottomImage: 'true', bottomAdded: 'true' },
    field: 'bottomAdded',
    en: 'A bottom with a four-colour image cannot be bottom-added',
    cn: '底部有四色图案时不能加底',
  },
  {
    name: 'zipper middle to top',
    form: { ...STAND_UP, auxzipper: 'zip', zipperTopMm: '61' },
    field: 'zipperTopMm',
    en: 'The middle of the zipper may be at most 60 mm from the top',
    cn: '拉链中间到袋顶的距离最大 60 mm',
  },
  {
    name: 'finished roll above the core',
    form: { ...GRAVURE_ROLL, rollDiameter: '76' },
    field: 'rollDiameter',
    en: 'The finished roll diameter must exceed the core diameter (76 mm)',
    cn: '成品卷径必须大于纸芯直径（76 mm）',
  },
  {
    name: 'bag type made in the printing type',
    form: { ...STAND_UP, bagType: 'quad', sideGusset: '60', width: '100' },
    field: 'bagType',
    en: 'Quad seal bags are not made in digital printing',
    cn: '四边封 不做数码印刷',
  },
  {
    name: 'a piece must fit the digital press',
    form: { ...GRAVURE_ROLL, quotation_type: 'digital', width: '800' },
    field: 'width',
    en: 'The piece does not fit the press format of 740 x 1100 mm',
    cn: '单个尺寸超出印刷幅面 740 x 1100 mm',
  },
  // ------------------------------------------------------------ materials
  {
    name: 'high-barrier paper alone',
    form: without({ ...GRAVURE_ROLL, materialprinting: 'paper' }, 'materialinner'),
    field: 'materialprinting',
    en: 'Kraft barrier is high-barrier paper and must be used with another material',
    cn: '牛皮阻隔纸 为高阻隔纸（虚拟材料），必须与其他材料一起使用',
  },
  {
    name: 'inner thinner than the bag type takes',
    form: { ...STAND_UP, materialinner: 'pe40' },
    field: 'materialinner',
    en: 'The inner layer must be at least 50 µm thick for this bag type (Thin PE is 40 µm)',
    cn: '此袋型内层厚度至少 50 µm（薄PE 为 40 µm）',
  },
  {
    name: 'material serving the printing type',
    form: { ...STAND_UP, materialprinting: 'opp-gravure' },
    field: 'materialprinting',
    en: 'Gravure OPP is not used in digital printing',
    cn: '凹印OPP 不用于数码印刷',
  },
  {
    name: 'out of stock',
    form: { ...STAND_UP, materialcomp: 'ny15' },
    field: 'materialcomp',
    severity: 'warning',
    en: 'Nylon is out of stock: please confirm with production',
    cn: '尼龙 暂无库存，请与生产确认',
  },
  {
    name: 'two-side seal with aluminised film',
    form: { ...without(STAND_UP, 'bottomGusset'), bagType: 'twoSide', materialcomp: 'vmpet12' },
    field: 'materialcomp',
    severity: 'warning',
    en: 'A two-side seal with aluminised film (Metallised PET) leaves a black line at the seal',
    cn: '二边封使用镀铝膜（镀铝PET）封口处会有黑线',
  },
  // ------------------------------------------------------------ units, settings
  {
    name: 'bags are not quoted per kg',
    form: { ...STAND_UP, maketype: 'kg' },
    field: 'maketype',
    en: 'Bags are quoted per piece (or per impression in digital printing)',
    cn: '袋子按个报价（数码印刷也可按印次）',
  },
  {
    name: 'roll film is not quoted per piece',
    form: { ...GRAVURE_ROLL, maketype: 'piece' },
    field: 'maketype',
    en: 'Roll film is quoted per kg or per metre (or per impression in digital printing)',
    cn: '卷膜按公斤或米报价（数码印刷也可按印次）',
  },
  {
    name: 'gravure is not quoted per impression',
    form: { ...GRAVURE_ROLL, maketype: 'impression' },
    field: 'maketype',
    en: 'Only digital printing is quoted per impression',
    cn: '只有数码印刷可按印次报价',
  },
  {
    name: 'bag accessories on roll film',
    form: { ...GRAVURE_ROLL, auxzipper: 'zip' },
    field: 'auxzipper',
    en: 'This applies to bags only, not to roll film',
    cn: '此项只适用于袋子，不适用于卷膜',
  },
  {
    name: 'a material missing from the settings (unknown)',
    form: { ...STAND_UP, materialprinting: 'retired-film' },
    field: 'materialprinting',
    en: 'This choice is no longer available, please choose another',
    cn: '此选项已停用，请重新选择',
  },
  {
    name: 'a retired accessory',
    form: { ...STAND_UP, auxhandle: 'handle' },
    tweak: (s) => ({
      ...s,
      accessories: { ...s.accessories, auxhandle: { ...s.accessories.auxhandle!, active: false } },
    }),
    field: 'auxhandle',
    en: 'This choice is no longer available, please choose another',
    cn: '此选项已停用，请重新选择',
  },
  {
    name: 'a bag type missing from the settings',
    form: STAND_UP,
    tweak: (s) => ({ ...s, bagType: null }),
    field: 'bagType',
    en: 'This choice is no longer available, please choose another',
    cn: '此选项已停用，请重新选择',
  },
  {
    name: 'a margin for the payment terms',
    form: { ...STAND_UP, paymentTerms: 'other' },
    tweak: (s) => ({
      ...s,
      currency: { ...s.currency, config: s.currency.config.filter((c) => c.name !== 'other') },
    }),
    field: 'paymentTerms',
    en: 'No margin is set for these payment terms',
    cn: '此付款方式未设置利润率',
  },
];

describe('pricing checks', () => {
  it('prices the base forms without issues', () => {
    expect(issuesOf(STAND_UP)).toEqual({ ok: true, issues: [] });
    expect(issuesOf(GRAVURE_ROLL)).toEqual({ ok: true, issues: [] });
  });

  // Item names in the params are in the quotation's locale, so each language is checked on its own.
  it.each(cases)('$name', ({ form, tweak, field, severity = 'error', ...messages }) => {
    for (const locale of ['en', 'cn'] as const) {
      const { ok, issues } = issuesOf(form, tweak, locale);
      expect(ok).toBe(severity === 'warning');
      const issue = issues.find((i) => i.field === field && i.severity === severity);
      expect(issue).toBeDefined();
      expect(translate(locale, issue!.key, issue!.params)).toBe(messages[locale]);
    }
  });

  it('reports every problem at once', () => {
    const { issues } = issuesOf(without(STAND_UP, 'artworks', 'quantity', 'width', 'materialinner'));
    expect(issues.map((i) => i.field)).toEqual(['artworks', 'quantity', 'width', 'materialinner']);
  });

  it('asks to confirm an out-of-stock material until it is confirmed, and keeps the warning', () => {
    const form = { ...STAND_UP, materialcomp: 'ny15' };
    expect(issuesOf(form).issues).toEqual([
      expect.objectContaining({ severity: 'warning', confirm: 'confirmOutOfStock' }),
    ]);
    const confirmed = issuesOf({ ...form, confirmOutOfStock: 'true' });
    expect(confirmed.ok).toBe(true);
    expect(confirmed.issues).toEqual([
      expect.objectContaining({ code: 'PRICING.OUT_OF_STOCK', severity: 'warning' }),
    ]);
    expect(confirmed.issues[0]!.confirm).toBeUndefined();
  });

  it('takes high-barrier paper together with another material', () => {
    expect(issuesOf({ ...GRAVURE_ROLL, materialprinting: 'paper' })).toEqual({ ok: true, issues: [] });
  });

  it('refuses with the warnings alongside the errors', () => {
    const { ok, issues } = issuesOf({ ...without(STAND_UP, 'quantity'), materialcomp: 'ny15' });
    expect(ok).toBe(false);
    expect(issues.map((i) => i.severity).sort()).toEqual(['error', 'warning']);
  });

  it('names items in the locale of the quotation', () => {
    const form = { ...STAND_UP, materialcomp: 'ny15' };
    expect(issuesOf(form, undefined, 'cn').issues[0]!.params).toEqual({ name: '尼龙' });
    expect(issuesOf(form, undefined, 'en').issues[0]!.params).toEqual({ name: 'Nylon' });
  });
});
