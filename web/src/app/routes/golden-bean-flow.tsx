import { GoldenBeanFlowScreen } from '../../features/golden-beans/components/golden-bean-flow-screen';

/** /GoldenBean/FlowingWater: Finance's golden-bean accounts and movements. */
export default function GoldenBeanFlowRoute() {
  return <GoldenBeanFlowScreen />;
}
