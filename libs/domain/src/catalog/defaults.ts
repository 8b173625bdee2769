import type {
  AccessoryItemValues,
  BagType,
  BagTypeItemValues,
  CatalogKind,
  CatalogValues,
  KnifeStyleItemValues,
  MaterialItemValues,
} from '@packflow/contracts';

/**
 * What a new installation quotes with: a small, realistic range of a pouch maker's films and
 * accessories, every bag type of spec section 9 and the gusset styles of spec section 3. Prices
 * are yuan (per kg for films, per piece or per metre for accessories); an admin changes them on
 * the settings screens. Ids are readable and stable: quotations keep naming them.
 */
export interface SeedItem<V extends CatalogValues[CatalogKind] = CatalogValues[CatalogKind]> {
  id: string;
  values: V;
}

const BOTH = ['digital', 'gravure'] as const;

const film = (
  id: string,
  name: string,
  englishName: string,
  thickness: number,
  density: number,
  pricePerKg: string,
  extra: Partial<MaterialItemValues> = {},
): SeedItem<MaterialItemValues> => ({
  id,
  values: {
    name,
    englishName,
    thickness,
    density,
    pricePerKg,
    printingTypes: [...BOTH],
    inStock: true,
    virtual: false,
    aluminised: false,
    active: true,
    ...extra,
  },
});

const accessory = (
  id: string,
  name: string,
  englishName: string,
  unitPrice: string,
  unit: AccessoryItemValues['unit'] = 'piece',
): SeedItem<AccessoryItemValues> => ({ id, values: { name, englishName, unitPrice, unit, active: true } });

/** Dimension bounds in mm; a pair left at 0-0 is a dimension the bag type does not have. */
type Bounds = Pick<
  BagTypeItemValues,
  | 'widthMin'
  | 'widthMax'
  | 'heightMin'
  | 'heightMax'
  | 'bottomGussetMin'
  | 'bottomGussetMax'
  | 'sideGussetMin'
  | 'sideGussetMax'
>;
const bounds = (
  width: [number, number],
  height: [number, number],
  bottomGusset: [number, number] = [0, 0],
  sideGusset: [number, number] = [0, 0],
): Bounds => ({
  widthMin: width[0],
  widthMax: width[1],
  heightMin: height[0],
  heightMax: height[1],
  bottomGussetMin: bottomGusset[0],
  bottomGussetMax: bottomGusset[1],
  sideGussetMin: sideGusset[0],
  sideGussetMax: sideGusset[1],
});

const bagType = (
  id: BagType,
  name: string,
  englishName: string,
  printing: { digital: boolean; gravure: boolean },
  makingPrice: string,
  minInnerThickness: number,
  dims: Bounds,
): SeedItem<BagTypeItemValues> => ({
  id,
  values: { name, englishName, ...printing, makingPrice, minInnerThickness, ...dims, active: true },
});

const knife = (
  id: string,
  name: string,
  englishName: string,
  unitPrice: string,
): SeedItem<KnifeStyleItemValues> => ({
  id,
  values: { name, englishName, unitPrice, active: true } satisfies KnifeStyleItemValues,
});

const BAG_BOUNDS = {
  /** design/pricing.md "Checks": width and height 40-300 mm for two- and three-side seal and stand-up. */
  flat: bounds([40, 300], [40, 300]),
  standUp: bounds([40, 300], [40, 300], [20, 120]),
  quad: bounds([60, 200], [100, 450], [0, 0], [20, 180]),
  flatBottom: bounds([50, 200], [80, 400], [20, 120], [20, 180]),
  backSeal: bounds([40, 200], [40, 400]),
  sideGusset: bounds([40, 200], [80, 450], [0, 0], [20, 180]),
};

const both = { digital: true, gravure: true };

export const DEFAULT_CATALOGS: { [K in CatalogKind]: SeedItem<CatalogValues[K]>[] } = {
  materialprinting: [
    film('pet12', 'PET 12µm', 'PET 12µm', 12, 1.4, '11'),
    film('bopp20', 'BOPP 20µm', 'BOPP 20µm', 20, 0.91, '10.5'),
    film('mbopp20', '哑光BOPP 20µm', 'Matte BOPP 20µm', 20, 0.91, '12.5'),
    // Paper does not run on the digital press's film path here; gravure prints it.
    film('kraft60', '牛皮纸 60µm', 'Kraft paper 60µm', 60, 0.85, '9', { printingTypes: ['gravure'] }),
  ],
  materialcomp: [
    film('vmpet12', '镀铝PET 12µm', 'VMPET 12µm (metallised)', 12, 1.4, '13', { aluminised: true }),
    film('al7', '铝箔 7µm', 'AL foil 7µm', 7, 2.7, '38', { aluminised: true }),
    film('ny15', '尼龙 15µm', 'NY (BOPA) 15µm', 15, 1.15, '22'),
    film('pet12c', 'PET 12µm', 'PET 12µm', 12, 1.4, '11'),
    // Only laminated together with another film (pricing.md): a virtual layer.
    film('hbpaper', '高阻隔纸', 'High-barrier paper', 40, 1, '30', { virtual: true }),
  ],
  materialinner: [
    film('pe50', 'PE 50µm', 'PE 50µm', 50, 0.92, '10.8'),
    film('pe80', 'PE 80µm', 'PE 80µm', 80, 0.92, '10.8'),
    film('pe100', 'PE 100µm', 'PE 100µm', 100, 0.92, '10.8'),
    film('cpp30', 'CPP 30µm', 'CPP 30µm', 30, 0.91, '11.5'),
    // Ordered on demand: quoting it asks the salesman to confirm with production.
    film('rcpp50', '蒸煮CPP 50µm', 'Retort CPP 50µm', 50, 0.91, '14', { inStock: false }),
  ],
  auxzipper: [
    accessory('zip-standard', '普通拉链', 'Standard zipper', '0.35', 'metre'),
    accessory('zip-child', '儿童安全拉链', 'Child-resistant zipper', '1.2', 'metre'),
  ],
  auxhandle: [
    accessory('handle-punched', '冲孔手提', 'Punched handle hole', '0.02'),
    accessory('handle-plastic', '塑料提手', 'Plastic handle', '0.15'),
  ],
  auxhotknife: [
    accessory('knife-straight', '平口', 'Straight cut', '0'),
    accessory('knife-zigzag', '锯齿口', 'Zigzag cut', '0.01'),
    accessory('knife-round', '圆角', 'Round corners', '0.01'),
  ],
  auxexhaust: [accessory('valve-oneway', '单向排气阀', 'One-way degassing valve', '0.25')],
  auxsealingbar: [accessory('tin-tie', '铁丝扎口条', 'Tin tie', '0.12')],
  auxsuctionnozzle: [
    accessory('spout-8.6', '8.6mm吸嘴', 'Spout 8.6 mm', '0.3'),
    accessory('spout-16', '16mm吸嘴', 'Spout 16 mm', '0.45'),
  ],
  bagtype: [
    bagType('twoSide', '二边封', '2-side seal', both, '0.05', 40, BAG_BOUNDS.flat),
    bagType('threeSide', '三边封', '3-side seal', both, '0.06', 40, BAG_BOUNDS.flat),
    bagType('quad', '四边封', 'Quad seal', both, '0.12', 60, BAG_BOUNDS.quad),
    bagType('flatBottom', '八边封平底袋', 'Flat bottom pouch', both, '0.18', 80, BAG_BOUNDS.flatBottom),
    bagType('standUp', '自立袋', 'Stand-up pouch', both, '0.1', 50, BAG_BOUNDS.standUp),
    bagType('backSeal', '背封袋（中封）', 'Back (fin) seal bag', both, '0.05', 30, BAG_BOUNDS.backSeal),
    bagType('sideGusset', '风琴袋', 'Side gusset bag', both, '0.1', 50, BAG_BOUNDS.sideGusset),
  ],
  knifestyle: [
    knife('skirt', '裙边弧形底', 'Skirt curved gusset', '0.01'),
    knife('k-style', 'K型底', 'K-style', '0.01'),
    knife('k-style-seal', 'K型底封底', 'K-style with bottom seal', '0.015'),
    knife('w-fold', 'W型折底', 'W-fold gusset', '0.01'),
    knife('w-fold-seal', 'W型折底封底', 'W-fold with bottom seal', '0.015'),
  ],
};
