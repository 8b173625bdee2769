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
  glance: {
    title: '今日概览',
    hint: '今天与昨天对比；柱状图为最近 {{days}} 天。',
    chinaDay: '北京时间 {{date}}：',
    cards: {
      'day-order': '订单',
      finance: '资金',
      product: '生产',
    },
    figures: {
      created: '新建订单数',
      signed: '签单数',
      signedAmount: '签单金额 (CNY)',
      collections: '回款 (CNY)',
      refunds: '退款金额 (CNY)',
      output: '良品产量',
      wastePercent: '损耗率',
    },
    figuresIn: {
      signedAmount: '签单金额 ({{currency}})',
      collections: '回款 ({{currency}})',
      refunds: '退款金额 ({{currency}})',
    },
    yesterday: '昨天 {{value}}',
    new: '新增',
    change: '与昨天相比',
    noBase: '昨天没有可比的数字',
    points: '{{value}} 个百分点',
    chart: '{{figure}}，最近 {{days}} 天',
    failed: '这些数字暂时无法加载。',
  },
};
