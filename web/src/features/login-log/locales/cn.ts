import type { Texts } from '../../../lib/texts';
import type { loginLogEn } from './en';

export const loginLogCn: Texts<typeof loginLogEn> = {
  title: '登录日志',
  listLabel: '登录记录',
  empty: '没有找到登录记录',
  search: '搜索用户名',
  resultFilter: '结果筛选',
  allResults: '全部结果',
  from: '开始日期',
  to: '结束日期',
  columns: {
    at: '时间',
    username: '用户名',
    nickname: '昵称',
    role: '角色',
    ip: 'IP 地址',
    userAgent: '浏览器',
    result: '结果',
  },
  results: {
    ok: '登录成功',
    failed: '密码错误',
    unknown: '用户不存在',
    slowed: '尝试过于频繁',
    locked: '已锁定',
    disabled: '已禁用',
  },
};
