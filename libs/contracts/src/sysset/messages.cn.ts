import type { syssetEn } from './messages.en';

/** sysset 的服务端消息（中文）。 */
export const syssetCn: Record<keyof typeof syssetEn, string> = {
  'sysset.companyNameCn': '公司名称（中文）',
  'sysset.companyNameEn': '公司名称（英文）',
  'sysset.expiryDate': '系统到期日期',
  'sysset.expiryWarnDays': '到期前提醒天数',
  'sysset.showRoles': '显示角色切换',
  'sysset.imageHost': '图片服务器地址',
  'sysset.saved': '设置已保存',
  'sysset.unchanged': '没有修改任何设置',
};
