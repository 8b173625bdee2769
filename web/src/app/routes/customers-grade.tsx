import { TraderGradesScreen } from '../../features/customer-settings/components/trader-grades-screen';

export default TraderGradesScreen;
