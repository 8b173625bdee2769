/** Console texts of the tag bar and the user bar in English; tags.cn.ts has the same keys. */
export const tagsEn = {
  label: 'Open pages',
  close: 'Close {{title}}',
  refresh: 'Refresh page',
  menu: {
    refresh: 'Refresh',
    close: 'Close tab',
    closeOthers: 'Close other tabs',
    fullScreen: 'Full-screen tab',
    openInNewWindow: 'Open in new window',
  },
  exitFullScreen: 'Exit full screen',
  userBar: {
    label: 'User bar',
    greeting: {
      morning: 'Good morning',
      // English has no noon greeting: around midday one says 'good day'.
      noon: 'Good day',
      afternoon: 'Good afternoon',
      evening: 'Good evening',
    },
    switchRole: 'Switch role',
    switchRoleQuestion: 'Confirm switching role?',
    switchRoleTo: 'Switch to {{role}}',
    switchRoleConfirm: 'Switch',
    settings: 'Settings',
    fullScreen: 'Full screen',
    exitFullScreen: 'Exit full screen',
    icons: 'Icons',
    iconSearch: 'Search icons',
    iconsHint: 'Click an icon to copy its class name',
    iconsNone: 'No icon matches',
    copySucceeded: 'Copy succeeded',
    copyFailed: 'Copy failed',
    personalInfo: 'Personal info',
  },
};
