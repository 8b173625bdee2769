import { LoginLogScreen } from '../../features/login-log/components/login-log-screen';

export default LoginLogScreen;
