import { shellCn } from './shell.cn';
import { tagsCn } from './tags.cn';
import { widgetsCn } from './widgets.cn';
import { staffCn } from './staff.cn';
import { roleAdminCn } from './role-admin.cn';
import { loginLogCn } from './login-log.cn';
import { profileCn } from './profile.cn';
import { customersCn } from './customers.cn';
import { catalogCn } from './catalog.cn';
import { beansCn } from './beans.cn';
import { quotationsCn } from './quotations.cn';
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
  roles: {
    Admin: '管理员',
    OperatorIndex: '业务员',
    OperatorManage: '业务主管',
    Finance: '财务',
    Product: '生产员',
    ProductManage: '生产主管',
    QualityTesting: '质检员',
    Warehouse: '仓库',
    Traders: '贸易商',
  },
  sysset: {
    title: '系统设置',
    fields: {
      companyNameCn: '公司名称（中文）',
      companyNameEn: '公司名称（英文）',
      expiryDate: '系统到期日期',
      expiryWarnDays: '到期前提醒天数',
      showRoles: '显示角色切换',
      imageHost: '图片域名',
    },
    hints: {
      expiryWarnDays: '系统到期前这么多天，登录页开始提醒',
      imageHost: '相对图片地址的前缀，例如 https://img.example.com',
    },
    status: {
      title: '系统状态',
      appVersion: '版本号',
      daysLeft: '距到期天数',
      expiresSoon: '系统将于 {{date}} 到期，请及时续费。',
      expired: '系统已于 {{date}} 到期。',
      lastChanged: '最近修改',
      lastChangedBy: '{{when}}，{{who}}',
      never: '从未修改',
    },
    changedElsewhere: {
      message: '你编辑期间，其他人修改了设置。你的修改已保留。',
      load: '加载最新设置',
    },
    history: {
      title: '修改记录',
      when: '时间',
      who: '操作人',
      role: '角色',
      changes: '修改内容',
      change: '{{field}}：{{from}} → {{to}}',
      empty: '暂无修改记录',
      system: '系统',
    },
  },
  shell: shellCn,
  tags: tagsCn,
  widgets: widgetsCn,
  staff: staffCn,
  roleAdmin: roleAdminCn,
  loginLog: loginLogCn,
  profile: profileCn,
  customers: customersCn,
  catalog: catalogCn,
  beans: beansCn,
  quotations: quotationsCn,
};
