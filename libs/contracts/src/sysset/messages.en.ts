/** Server messages of the sysset area, in English. Keys and placeholders must match messages.cn.ts. */
export const syssetEn = {
  'sysset.companyNameCn': 'Company name (Chinese)',
  'sysset.companyNameEn': 'Company name (English)',
  'sysset.expiryDate': 'System expiry date',
  'sysset.expiryWarnDays': 'Days before expiry to warn',
  'sysset.showRoles': 'Show role switching',
  'sysset.imageHost': 'Image host',
  'sysset.saved': 'Settings saved',
  'sysset.unchanged': 'No setting changed',
} as const;
