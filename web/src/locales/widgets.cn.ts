import type { Messages } from './en';

export const widgetsCn: Messages['widgets'] = {
  table: {
    empty: '暂无数据',
    actions: '操作',
    loading: '加载中…',
  },
  columns: {
    button: '列设置',
    title: '选择显示的列',
    show: '显示{{column}}',
    moveUp: '{{column}}上移',
    moveDown: '{{column}}下移',
    reset: '恢复默认',
  },
  select: {
    placeholder: '请选择',
    search: '搜索…',
    clearSearch: '清空搜索',
    clear: '清除选择',
    options: '选项',
    loading: '加载中…',
    noResults: '无匹配数据',
    failed: '加载失败：{{message}}',
    retry: '重试',
  },
  permissions: {
    selectApp: '全选{{app}}',
    selectModule: '全选{{module}}',
    count: '{{selected}}/{{total}}',
    empty: '没有可显示的权限',
    apps: {
      admin: '后台管理',
      system: '系统',
      files: '文件',
    },
    modules: {
      operator: '员工',
      role: '角色权限',
      forum: '论坛',
      login: '登录日志',
      sysset: '系统设置',
      projections: '读模型',
      library: '文件库',
    },
  },
  qr: {
    label: '{{value}}的二维码',
    failed: '二维码生成失败',
  },
  progress: {
    working: '处理中，请稍候…',
    percent: '{{percent}}%',
    cancel: '取消',
  },
  confirm: {
    title: '提示',
    ok: '确定',
    cancel: '取消',
  },
  customerSelect: {
    placeholder: '选择客户',
  },
};
