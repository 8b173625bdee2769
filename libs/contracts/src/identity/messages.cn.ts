import type { staffEn } from './messages.en';

export const staffCn: Record<keyof typeof staffEn, string> = {
  'check.mobile': '手机号码格式错误',
  'check.email': '请输入正确的邮箱地址',
  'staff.nicknameRequired': '请输入用户昵称',
  'staff.usernameRequired': '请输入用户名',
  'staff.phoneRequired': '请输入联系方式',
  'staff.areaRequired': '请选择区域',
  'staff.countryRequired': '请选择国家',
  'staff.originRequired': '请选择国内或国外',
  'staff.wageRequired': '请输入基本工资',
  'staff.notForRole': '此项不适用于该人员的角色',
  'staff.unknownRole': '未知角色：{role}',
  'staff.oneOf': '请从以下选项中选择：{options}',
  'staff.username': '用户名须为 {min} 到 {max} 个字母、数字或 _ . - @',
  'staff.password': '密码须为 {min} 到 {max} 个字符',
  'staff.money': '请输入 0 到 {max} 之间的金额，最多两位小数',
};
