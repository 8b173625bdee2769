/** Console texts of the shared widgets (components/ui) in English; widgets.cn.ts has the same keys. */
export const widgetsEn = {
  table: {
    empty: 'No data',
    actions: 'Actions',
    loading: 'Loading…',
  },
  columns: {
    button: 'Columns',
    title: 'Choose columns',
    show: 'Show {{column}}',
    moveUp: 'Move {{column}} up',
    moveDown: 'Move {{column}} down',
    reset: 'Reset columns',
  },
  select: {
    placeholder: 'Please select',
    search: 'Search…',
    clearSearch: 'Clear search',
    clear: 'Clear selection',
    options: 'Options',
    loading: 'Loading…',
    noResults: 'No matches',
    failed: 'Could not load: {{message}}',
    retry: 'Retry',
  },
  permissions: {
    selectApp: 'Select all of {{app}}',
    selectModule: 'Select all of {{module}}',
    count: '{{selected}}/{{total}}',
    empty: 'No permissions to show',
    apps: {
      admin: 'Administration',
      system: 'System',
      files: 'Files',
    },
    modules: {
      operator: 'Staff',
      role: 'Roles and permissions',
      forum: 'Forum',
      login: 'Login log',
      sysset: 'System settings',
      projections: 'Read models',
      library: 'File library',
    },
  },
  qr: {
    label: 'QR code for {{value}}',
    failed: 'The QR code could not be drawn',
  },
  progress: {
    working: 'Working, please wait…',
    percent: '{{percent}}%',
    cancel: 'Cancel',
  },
  confirm: {
    title: 'Please confirm',
    ok: 'Confirm',
    cancel: 'Cancel',
  },
  customerSelect: {
    placeholder: 'Choose a customer',
  },
};
