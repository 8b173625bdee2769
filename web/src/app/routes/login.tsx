import { Navigate, useLocation } from 'react-router-dom';
import { LoginScreen } from '../../features/auth/components/login-screen';
import { useSession } from '../../lib/session';
import { LanguageSwitch } from '../layout/language-switch';
import { returnPath } from '../require-session';

/** /login; once a session exists (just signed in, or another tab did), on to where the person was going. */
export default function LoginRoute() {
  const session = useSession();
  const { state } = useLocation();
  if (session) return <Navigate to={returnPath(state)} replace />;
  return (
    <main className="pf-login">
      <div className="pf-login-language">
        <LanguageSwitch />
      </div>
      <LoginScreen />
    </main>
  );
}
