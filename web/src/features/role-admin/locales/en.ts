/** Console texts of the role admin area in English; cn.ts has the same keys. */
export const roleAdminEn = {
  title: 'Roles',
  roles: 'Roles',
  permissionsOf: 'Permissions of {{role}}',
  unsaved: 'Unsaved changes',
  pinned: 'The administrator always keeps role management, so nobody is locked out of it.',
  discard: {
    message: 'The permissions of {{role}} have unsaved changes. Discard them?',
    confirm: 'Discard',
  },
};
