import { shellCn } from './shell.cn';
import { tagsCn } from './tags.cn';
import { widgetsCn } from './widgets.cn';
import { mapCn } from '../components/map/locales/cn';
import { staffCn } from '../features/staff/locales/cn';
import { roleAdminCn } from '../features/role-admin/locales/cn';
import { loginLogCn } from '../features/login-log/locales/cn';
import { profileCn } from '../features/profile/locales/cn';
import { customersCn } from '../features/customers/locales/cn';
import { customerSettingsCn } from '../features/customer-settings/locales/cn';
import { catalogCn } from '../features/catalog/locales/cn';
import { beansCn } from '../features/golden-beans/locales/cn';
import { homeCn } from '../features/home/locales/cn';
import { quotationsCn } from '../features/quotations/locales/cn';
import { contractsCn } from '../features/contracts/locales/cn';
import { ordersCn } from '../features/orders/locales/cn';
import { notificationsCn } from '../features/notifications/locales/cn';
import { syssetCn } from '../features/sysset/locales/cn';
import { forumCn } from '../features/forum/locales/cn';
import { filesCn } from '../components/files/locales/cn';
import { receiptsCn } from '../components/receipts/locales/cn';
import { financeCn } from '../features/finance/locales/cn';
import { productionCn } from '../features/production/locales/cn';
import { inspectionCn } from '../features/inspection/locales/cn';
import { shippingCn } from '../features/shipping/locales/cn';
import { billsCn } from '../features/bills/locales/cn';
import { reportsCn } from '../features/reports/locales/cn';
import { statisticsCn } from '../features/statistics/locales/cn';
import { wagesCn } from '../features/wages/locales/cn';
import type { Messages } from './en';

/**
 * Console texts in Chinese. Glossary: printing 印刷, lamination 复合, bag making 制袋,
 * golden beans 金豆, high seas 公海.
 */
export const cn: Messages = {
  app: {
    productName: '包装管理系统',
    language: '语言',
    loading: '加载中…',
    live: {
      connecting: '连接中…',
      connected: '实时',
      connectedHint: '其他人的修改会实时显示在这里',
      reconnecting: '实时更新已断开，正在重连…',
      reconnectingHint: '连接恢复之前，页面内容可能不是最新的',
      stopped: '实时更新已停止',
      stoppedHint: '重新登录后恢复实时更新',
    },
    noAccess: {
      title: '当前角色无权访问',
      description: '页面 {{path}} 不在您当前角色的菜单中。如需使用，请联系管理员。',
      home: '返回您的首页',
    },
    notFound: {
      title: '页面不存在',
      description: '没有找到 {{path}} 对应的页面。',
      home: '返回首页',
    },
    errors: {
      internal: '内部错误',
      reference: '引用错误',
      type: '类型错误',
      range: '范围错误',
      syntax: '语法错误',
      eval: 'Eval 错误',
      uri: 'URI 错误',
      unknown: '未知错误',
    },
    crash: {
      title: '出错了',
      description: '页面无法显示，刷新通常可以解决。',
      reload: '刷新',
    },
  },
  common: {
    networkError: '网络请求错误',
    operationSuccessful: '操作成功',
    loadFailed: '加载失败：{{message}}',
    retry: '重试',
    save: '保存',
    reset: '重置',
    yes: '是',
    no: '否',
    empty: '（空）',
    cancel: '取消',
  },
  pager: {
    previous: '上一页',
    next: '下一页',
    pageOf: '第 {{page}} / {{pages}} 页',
    total: '共 {{count}} 条',
    totalOver: '超过 {{count}} 条',
    pageSize: '每页条数',
  },
  auth: {
    login: {
      title: '登录',
      username: '用户名',
      password: '密码',
      submit: '登录',
      expiresIn_one: '系统将在 {{count}} 天后到期',
      expiresIn_other: '系统将在 {{count}} 天后到期',
      expired: '系统已到期，请联系管理员续费。',
      version: '版本 {{version}}',
    },
    logout: {
      menuItem: '退出登录',
      question: '确定要退出当前用户吗？',
      confirm: '退出登录',
    },
  },
  menus: {
    title: '我的菜单',
    notInConsole: '以纯文本显示的菜单项在控制台中还没有页面。',
    empty: '你的菜单是空的。',
  },
  sysset: syssetCn,
  shell: shellCn,
  tags: tagsCn,
  widgets: widgetsCn,
  map: mapCn,
  staff: staffCn,
  roleAdmin: roleAdminCn,
  loginLog: loginLogCn,
  profile: profileCn,
  customers: { ...customersCn, ...customerSettingsCn },
  catalog: catalogCn,
  beans: beansCn,
  home: homeCn,
  quotations: quotationsCn,
  contracts: contractsCn,
  orders: ordersCn,
  notifications: notificationsCn,
  forum: forumCn,
  files: filesCn,
  receipts: receiptsCn,
  finance: financeCn,
  production: productionCn,
  inspection: inspectionCn,
  shipping: shippingCn,
  bills: billsCn,
  reports: reportsCn,
  statistics: statisticsCn,
  wages: wagesCn,
};
