import type { Texts } from '../../../lib/texts';
import type { profileEn } from './en';

export const profileCn: Texts<typeof profileEn> = {
  title: '个人信息',
  close: '关闭',
  saveInfo: '保存信息',
  fields: {
    username: '用户名',
    nickname: '昵称',
    phone: '联系方式（手机）',
    sex: '性别',
    headimg: '头像路径',
    country: '国家（界面语言）',
    oldPassword: '当前密码',
    password: '新密码',
    repeat: '再次输入新密码',
  },
  hints: {
    headimg: '图片路径，多个用 || 分隔',
    password: '8 到 128 个字符。修改后所有设备上的登录都将退出。',
  },
  password: {
    title: '修改密码',
    submit: '修改密码',
    oldRequired: '请输入当前密码',
    newRequired: '请输入新密码',
    mismatch: '两次输入的新密码不一致',
  },
};
