import { CustomerListScreen } from '../../features/customers/components/customer-list-screen';

/** /OperatorManage/Customer/None: a supervisor's upkeep of the high seas. */
export default function CustomersManageNoneRoute() {
  return <CustomerListScreen scope="high-seas" supervisor />;
}
