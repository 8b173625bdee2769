import type { Texts } from '../../../lib/texts';
import type { roleAdminEn } from './en';

export const roleAdminCn: Texts<typeof roleAdminEn> = {
  title: '角色管理',
  roles: '角色',
  permissionsOf: '{{role}}的权限',
  unsaved: '有未保存的修改',
  pinned: '管理员始终保留角色管理权限，以免无人能够管理角色。',
  discard: {
    message: '{{role}}的权限有未保存的修改，确定放弃吗？',
    confirm: '放弃修改',
  },
};
