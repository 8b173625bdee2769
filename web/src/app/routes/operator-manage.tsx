import { StaffListScreen } from '../../features/staff/components/staff-list-screen';

/** /OperatorManage/Operator: a sales supervisor's salesmen (the server scopes the list to them). */
export default function OperatorManageRoute() {
  return <StaffListScreen role="OperatorIndex" supervisor />;
}
