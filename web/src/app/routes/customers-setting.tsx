import { HighSeasSettingsScreen } from '../../features/customer-settings/components/high-seas-settings-screen';

export default HighSeasSettingsScreen;
