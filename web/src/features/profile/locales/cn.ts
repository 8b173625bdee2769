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
  firstLogin: {
    title: '设置您自己的密码',
    intro: '您使用的是他人为您设置的密码。请先设置自己的密码再继续，保存后无需重新登录。',
    introAdmin:
      '您使用的是安装时生成的密码。请先设置自己的密码，并填写您的手机号以替换占位号码，然后再继续。',
    phoneTitle: '填写您的手机号',
    introPhone: '您的账号创建时使用的是占位手机号。请先填写您自己的手机号再继续，无需重新登录。',
    fields: {
      oldPassword: '登录时使用的密码',
      password: '新密码',
      repeat: '再次输入新密码',
      phone: '您的手机号',
    },
    phoneHint: '大陆手机号，11 位',
    submit: '保存并继续',
    logout: '退出登录',
    done: '密码已保存',
    phoneDone: '手机号已保存',
    checks: {
      oldRequired: '请输入登录时使用的密码',
      newRequired: '请输入新密码',
      tooShort: '至少 8 个字符',
      same: '新密码不能与分配给您的密码相同',
      mismatch: '两次输入的新密码不一致',
      phoneRequired: '请输入您的手机号',
      mobile: '手机号码格式错误',
      placeholder: '这是占位号码，请填写您自己的手机号',
    },
  },
};
