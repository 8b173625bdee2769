/** Console texts of the shell area in English; shell.cn.ts has the same keys. */
export const shellEn = {
  menu: 'Menu',
  openMenu: 'Open the menu',
  closeMenu: 'Close the menu',
  collapse: 'Collapse the menu',
  expand: 'Expand the menu',
  breadcrumb: 'You are here',
  emptyMenu: 'Your role has no menu yet.',
  loginAgain: 'Please login again',
  notInConsole: {
    description: 'This screen is not in the console yet.',
    home: 'Go to the start page',
  },
  settings: {
    title: 'Settings',
    close: 'Close the settings',
    layout: 'Layout',
    layouts: {
      default: 'Default: split side menu',
      header: 'Header: top menu and side menu',
      menu: 'Classic: menu tree',
      dock: 'Dock: horizontal menu',
    },
    mobileNote: 'On a narrow screen the menu opens from the top bar, whatever the layout.',
    tagBar: 'Show the tag bar of open pages',
    theme: 'Theme',
    themes: {
      default: 'Default',
      dark: 'Dark',
    },
    color: 'Theme colour',
    colors: {
      blue: 'Blue',
      purple: 'Purple',
      cyan: 'Cyan',
      green: 'Green',
      orange: 'Orange',
      red: 'Red',
    },
    customColor: 'Custom colour',
    collapsed: 'Collapse the side menu to icons',
    reset: 'Restore the defaults',
  },
  language: {
    saveFailed: 'The language was changed here but could not be saved to your account: {{message}}',
  },
};
