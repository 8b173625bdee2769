import type { processesEn } from './messages.en';

/** processes 的服务端消息（中文）。 */
export const processesCn: Record<keyof typeof processesEn, string> = {
  'projection.unknown': '未知的读模型：{name}',
  'projection.rebuildStarted': '已开始重建 {name}',
  'projection.rebuildRunning': '{name} 正在重建中（已读取 {done}%）',
  'process.parkedUnknown': '该卡住的步骤不存在或已重试',
  'process.retried': '该步骤已完成',
  'process.inProgress': '仍在处理中，完成后页面会自动更新',
};
