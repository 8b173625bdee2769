import { GoldenBeanIndexScreen } from '../../features/golden-beans/components/golden-bean-index-screen';

/** /GoldenBean/Index: a salesman's or trader's golden beans. */
export default function GoldenBeanIndexRoute() {
  return <GoldenBeanIndexScreen />;
}
