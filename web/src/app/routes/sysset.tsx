import { SyssetScreen } from '../../features/sysset/components/sysset-screen';

export default SyssetScreen;
