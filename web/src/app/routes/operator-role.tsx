import { RoleScreen } from '../../features/role-admin/components/role-screen';

export default RoleScreen;
