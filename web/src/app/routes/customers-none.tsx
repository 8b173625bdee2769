import { CustomerListScreen } from '../../features/customers/components/customer-list-screen';

/** /Customer/None: the high seas, where salesmen claim customers. */
export default function CustomersNoneRoute() {
  return <CustomerListScreen scope="high-seas" />;
}
