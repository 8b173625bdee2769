import { CustomerListScreen } from '../../features/customers/components/customer-list-screen';

/** /OperatorManage/Customer/Has: a supervisor's upkeep of every owned customer. */
export default function CustomersManageHasRoute() {
  return <CustomerListScreen scope="own" supervisor />;
}
