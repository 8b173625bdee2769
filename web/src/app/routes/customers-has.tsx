import { CustomerListScreen } from '../../features/customers/components/customer-list-screen';

/** /Customer/Has: a salesman's or trader's own customers. */
export default function CustomersHasRoute() {
  return <CustomerListScreen scope="own" />;
}
