/** Console texts of the system settings (/Sysset) in English; cn.ts has the same keys. */
export const syssetEn = {
  title: 'System settings',
  fields: {
    companyNameCn: 'Company name (Chinese)',
    companyNameEn: 'Company name (English)',
    expiryDate: 'System expiry date',
    expiryWarnDays: 'Days before expiry to warn',
    showRoles: 'Show role switching',
    imageHost: 'Image host',
  },
  hints: {
    expiryWarnDays: 'The login page warns this many days before the system expires',
    imageHost: 'Prefix for relative image addresses, for example https://img.example.com',
  },
  status: {
    title: 'System status',
    appVersion: 'App version',
    daysLeft: 'Days left before expiry',
    expiresSoon: 'The system expires on {{date}}. Please arrange the renewal.',
    expired: 'The system expired on {{date}}.',
    lastChanged: 'Last changed',
    lastChangedBy: '{{when}} by {{who}}',
    never: 'Never changed',
  },
  changedElsewhere: {
    message: 'Someone else changed the settings while you were editing. Your edits are kept.',
    load: 'Load the new values',
  },
  history: {
    title: 'Change history',
    when: 'When',
    who: 'Who',
    role: 'Role',
    changes: 'Changes',
    change: '{{field}}: {{from}} → {{to}}',
    empty: 'No changes yet',
    system: 'System',
  },
};
