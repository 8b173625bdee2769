import type { Messages } from './en';

export const shellCn: Messages['shell'] = {
  menu: '菜单',
  openMenu: '打开菜单',
  closeMenu: '关闭菜单',
  collapse: '折叠菜单',
  expand: '展开菜单',
  breadcrumb: '当前位置',
  emptyMenu: '你的角色还没有菜单。',
  loginAgain: '请重新登录',
  notInConsole: {
    description: '控制台中还没有这个页面。',
    home: '返回首页',
  },
  settings: {
    title: '设置',
    close: '关闭设置',
    layout: '布局',
    layouts: {
      default: '默认：分栏侧边菜单',
      header: '顶部：顶部菜单加侧边菜单',
      menu: '经典：树形菜单',
      dock: '横向：水平菜单',
    },
    mobileNote: '窄屏时无论选择哪种布局，菜单都从顶栏打开。',
    tagBar: '显示已打开页面的标签栏',
    theme: '主题',
    themes: {
      default: '默认',
      dark: '暗色',
    },
    color: '主题色',
    colors: {
      blue: '蓝色',
      purple: '紫色',
      cyan: '青色',
      green: '绿色',
      orange: '橙色',
      red: '红色',
    },
    customColor: '自定义颜色',
    collapsed: '侧边菜单折叠为图标',
    reset: '恢复默认设置',
  },
  language: {
    saveFailed: '语言已在本机切换，但未能保存到你的账号：{{message}}',
  },
};
