/** A stand-up pouch from the seeded catalogue, as the quotation wizard sends it. */
export const pouchForm = (
  customerId: string,
  extra: Record<string, string> = {},
): Record<string, string> => ({
  customerId,
  quotation_type: 'digital',
  make: 'bag',
  bagType: 'standUp',
  maketype: 'piece',
  width: '160',
  height: '230',
  bottomGusset: '80',
  artworks: '1',
  quantity: '5000',
  materialprinting: 'pet12',
  materialinner: 'pe80',
  auxhotknife: 'knife-straight',
  ...extra,
});
