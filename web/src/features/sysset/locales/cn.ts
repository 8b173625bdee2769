import type { Texts } from '../../../lib/texts';
import type { syssetEn } from './en';

export const syssetCn: Texts<typeof syssetEn> = {
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
};
