import type { Messages } from './en';

export const tagsCn: Messages['tags'] = {
  label: '已打开的页面',
  close: '关闭 {{title}}',
  refresh: '刷新页面',
  menu: {
    refresh: '刷新',
    close: '关闭',
    closeOthers: '关闭其他',
    fullScreen: '全屏显示',
    openInNewWindow: '在新窗口打开',
  },
  exitFullScreen: '退出全屏',
  userBar: {
    label: '用户栏',
    greeting: {
      morning: '早上好',
      noon: '中午好',
      afternoon: '下午好',
      evening: '晚上好',
    },
    switchRole: '切换角色',
    switchRoleQuestion: '确认切换角色？',
    switchRoleTo: '切换为{{role}}',
    switchRoleConfirm: '确定',
    settings: '设置',
    fullScreen: '全屏',
    exitFullScreen: '退出全屏',
    icons: '图标',
    iconSearch: '搜索图标',
    iconsHint: '点击图标复制其类名',
    iconsNone: '没有匹配的图标',
    copySucceeded: '复制成功',
    copyFailed: '复制失败',
    personalInfo: '个人信息',
  },
};
