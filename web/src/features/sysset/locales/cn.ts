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
    mapProvider: '地图服务',
    mapTileUrl: '瓦片地址',
    mapKey: '高德 Web 服务 Key',
    mapSecurityCode: '高德安全密钥',
    mapServiceHost: '高德服务地址',
  },
  hints: {
    expiryWarnDays: '系统到期前这么多天，登录页开始提醒',
    imageHost: '相对图片地址的前缀，例如 https://img.example.com',
    mapProvider: '用于位置选择和配送围栏的地图；不设置时直接填写地址和经纬度',
    mapTileUrl: '包含 {z}、{x}、{y} 的 XYZ 瓦片地址，例如 https://tile.example.com/{z}/{x}/{y}.png',
    mapKey: '由服务器用于地点搜索，不会发送到浏览器',
    mapSecurityCode: 'Key 的数字签名私钥（如已开启），不会发送到浏览器',
    mapServiceHost: '留空即 https://restapi.amap.com；使用代理时填写',
  },
  mapProviders: {
    none: '不使用地图（直接填写地址和经纬度）',
    amap: '高德地图',
    xyz: '瓦片服务器（XYZ）',
  },
  mapSection: '地图',
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
