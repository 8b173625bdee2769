import { AREAS } from '../areas';
import type { MessageKey } from './en';

/** 服务端消息（中文）。键与占位符须与 en.ts 一致（有测试检查）。 */
const common = {
  'common.ok': '操作成功',
  'common.networkError': '网络请求错误',
  'common.notFound': '未找到',
  'common.internal': '内部错误，请稍后再试',
  'common.unavailable': '服务正在启动或繁忙，请稍后再试',
  'common.conflict': '他人同时修改了此数据，请刷新后重试',
  'common.tooLarge': '请求内容过大',
  'common.badRequest': '无法读取该请求',
  'common.staleRead': '列表可能尚未显示您刚才的修改',
  'common.malformedText': '文本中含有无效字符（孤立代理项），请重新输入',
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
  'validation.revision': 'If-Match 须为您打开时的版本号，例如 "3"',
  'common.changedSinceOpened': '自您打开后已被他人修改，页面现已显示最新内容',
  'validation.position': '无效的位置参数',
  'validation.exportFormat': '导出格式须为 xlsx',
  'validation.exportColumns': '导出的列须为 1 到 {max} 列，每列有标题和字段',
  'validation.exportField': '导出的字段须为以点分隔的名称，例如 customer.name',
  'validation.exportNotList': '只有列表可以导出为 Excel',
};

/** 服务端消息（中文）：通用消息与各业务领域的消息。 */
export const cn = Object.assign({}, common, ...AREAS.map((a) => a.messages.cn)) as Record<MessageKey, string>;
