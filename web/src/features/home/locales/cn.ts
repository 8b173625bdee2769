import type { Texts } from '../../../lib/texts';
import type { homeEn } from './en';

/** /Home in Chinese. */
export const homeCn: Texts<typeof homeEn> = {
  title: '控制台',
  today: '今天 {{date}}',
  sections: {
    waiting: '待办',
    account: '我的账户',
    today: '今日统计',
  },
  nothingWaiting: '暂无待办事项',
  nothingWaitingHint: '有新的待办时会实时显示在这里。',
  noTiles: '您的角色暂时没有待办',
  screens: '常用页面',
  open: '打开{{title}}',
  attention: '需要处理',
};
