import { useSignals } from '@preact/signals-react/runtime';
import { Redirect, useLocation, useSearch } from 'wouter';
import { LoginScreen } from '../screens/login/login-screen';
import { canonicalUrl, resolvePath } from '../screens/resolve-path';
import { sessionSignal } from '../state/session';
import { Guard } from './guard';
import { Shell } from './layout/shell';

/** Public /login and /; reading-B paths redirect to reading A (query kept); the rest is guarded. */
export function AppRoutes() {
  useSignals();
  const [location] = useLocation();
  const search = useSearch();
  const loggedIn = Boolean(sessionSignal.value?.token);

  if (location === '/login') return loggedIn ? <Redirect to="/dashboard" replace /> : <LoginScreen />;
  if (location === '/') return <Redirect to={loggedIn ? '/dashboard' : '/login'} replace />;
  const match = resolvePath(location);
  if (match.kind === 'alias') return <Redirect to={canonicalUrl(match, search)} replace />;
  return (
    <Guard>
      <Shell match={match} />
    </Guard>
  );
}
