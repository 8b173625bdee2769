/** /Home in English; cn.ts has the same keys. The tiles' own titles come with them from the API. */
export const homeEn = {
  title: 'Console',
  today: 'Today, {{date}}',
  sections: {
    waiting: 'Waiting for you',
    account: 'Your account',
    today: 'Today',
  },
  nothingWaiting: 'Nothing waiting for you',
  nothingWaitingHint: 'When work comes in for you, it shows up here as it happens.',
  noTiles: 'Nothing here for your role yet',
  screens: 'Your screens',
  open: 'Open {{title}}',
  attention: 'Needs attention',
};
