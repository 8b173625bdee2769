import { authCn } from './auth.cn';
import { beansCn } from './beans.cn';
import { catalogCn } from './catalog.cn';
import { customersCn } from './customers.cn';
import { pricingCn } from './pricing.cn';
import { quotationsCn } from './quotations.cn';
import type { MessageKey } from './en';
import { staffCn } from './staff.cn';

/** 服务端消息（中文）。键与占位符须与 en.ts 一致（有测试检查）。 */
export const cn: Record<MessageKey, string> = {
  'common.ok': '操作成功',
  'common.networkError': '网络请求错误',
  'common.notFound': '未找到',
  'common.internal': '内部错误，请稍后再试',
  'common.unavailable': '服务正在启动或繁忙，请稍后再试',
  'common.conflict': '他人同时修改了此数据，请刷新后重试',
  'common.tooLarge': '请求内容过大',
  'common.badRequest': '无法读取该请求',
  'common.staleRead': '列表可能尚未显示您刚才的修改',
  'validation.failed': '请修改标出的字段',
  'validation.unknownField': '未知字段：{field}',
  'validation.required': '此项为必填项',
  'validation.tooLong': '最多 {max} 个字符',
  'validation.notInteger': '请输入整数',
  'validation.number': '请输入数字',
  'validation.between': '请输入 {min} 到 {max} 之间的数字',
  'validation.date': '请按 YYYY-MM-DD 格式输入日期',
  'validation.boolean': '请选择是或否',
  'validation.url': '请输入以 http:// 或 https:// 开头的地址',
  'validation.nothingToChange': '没有需要修改的内容',
  'validation.position': '无效的位置参数',
  'sysset.companyNameCn': '公司名称（中文）',
  'sysset.companyNameEn': '公司名称（英文）',
  'sysset.expiryDate': '系统到期日期',
  'sysset.expiryWarnDays': '到期前提醒天数',
  'sysset.showRoles': '显示角色切换',
  'sysset.imageHost': '图片服务器地址',
  'sysset.saved': '设置已保存',
  'sysset.unchanged': '没有修改任何设置',
  'projection.unknown': '未知的读模型：{name}',
  'projection.rebuildStarted': '已开始重建 {name}',
  'projection.rebuildRunning': '{name} 正在重建中（已读取 {done}%）',
  'process.parkedUnknown': '该卡住的步骤不存在或已重试',
  'process.retried': '该步骤已完成',
  'process.inProgress': '仍在处理中，完成后页面会自动更新',
  ...authCn,
  ...customersCn,
  ...staffCn,
  ...pricingCn,
  ...catalogCn,
  ...beansCn,
  ...quotationsCn,
};
