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
  'sysset.mapProviderInvalid': '请选择不使用地图、高德地图或瓦片服务器',
  'sysset.mapTileUrlInvalid': '请输入以 http:// 或 https:// 开头并包含 {z}、{x}、{y} 的瓦片地址',
  'sysset.mapTileUrlRequired': '瓦片服务器需要填写瓦片地址',
  'sysset.mapKeyRequired': '高德地图需要填写 Web 服务 Key',
  'sysset.mapSecretInvalid': '只能包含字母、数字和符号，不能有空格',
  'map.keywordRequired': '请输入要搜索的地点或地址',
  'map.searchUnavailable': '未配置地图搜索，请直接填写地址和经纬度',
  'map.searchFailed': '无法连接地图服务，请直接填写地址和经纬度',
  'map.searchRefused': '地图服务拒绝了搜索（{reason}），请在系统设置中检查 Key',
};
