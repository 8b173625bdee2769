/** The nine roles of spec section 6, by their codes. */
export const ROLES = [
  'Admin',
  'OperatorIndex',
  'OperatorManage',
  'Finance',
  'Product',
  'ProductManage',
  'QualityTesting',
  'Warehouse',
  'Traders',
] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Role labels; the page title is the role label plus the product name. */
export const ROLE_LABELS: Record<Role, { cn: string; en: string }> = {
  Admin: { cn: '管理员', en: 'Administrator' },
  OperatorIndex: { cn: '业务员', en: 'Salesman' },
  OperatorManage: { cn: '业务主管', en: 'Sales supervisor' },
  Finance: { cn: '财务', en: 'Finance' },
  Product: { cn: '生产', en: 'Production' },
  ProductManage: { cn: '生产主管', en: 'Production supervisor' },
  QualityTesting: { cn: '质检', en: 'Quality control' },
  Warehouse: { cn: '仓库', en: 'Warehouse' },
  Traders: { cn: '贸易商', en: 'Trader' },
};

/** Roles whose people choose their interface language (spec section 1); the others use cn. */
export const LOCALE_ROLES: readonly Role[] = ['OperatorIndex', 'Traders'];
