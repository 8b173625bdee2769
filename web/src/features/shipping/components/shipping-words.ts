import type { TFunction } from 'i18next';
import type { Locale, ShipBlock } from '@packflow/contracts';

/** The screens' paths and which list each shows. */
export const SHIPPING_PATHS = {
  wait: '/OrderLogistics/Wait',
  sent: '/OrderLogistics/Send',
  approvals: '/OperatorManage/Shipping',
  settings: '/Sysset/Shipping',
} as const;

const numberFormat = (locale: Locale) => new Intl.NumberFormat(locale === 'cn' ? 'zh-CN' : 'en-US');

/** "1,200 pcs": a quantity with its unit (the unit's own name when the console has no word for it). */
export function quantityText(quantity: number, unit: string, t: TFunction, locale: Locale): string {
  const known = ['piece', 'meter', 'kg'].includes(unit);
  const suffix = known ? t(`shipping.units.${unit as 'piece'}`) : unit;
  return `${numberFormat(locale).format(quantity)} ${suffix}`.trim();
}

/** A block in words. */
export const blockText = (block: ShipBlock, t: TFunction): string => t(`shipping.blocks.${block}`);

/** A fresh client id for a shipment or an approval (a retry with it records once). */
export function clientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
