import { sessionSignal } from '../../state/session';
import { holdsAny } from '../permissions';

const PUBLIC_PATHS = ['/login', '/'];

/** The palette and the global shortcuts belong to the logged-in frame: none on /login or without a login. */
export function shellActive(path: string): boolean {
  return Boolean(sessionSignal.value?.token) && !PUBLIC_PATHS.includes(path);
}

/** Player search calls users.list, which needs the `users` key (a 403 would redirect mid-typing). */
export function canSearchPlayers(): boolean {
  return holdsAny(sessionSignal.value?.permission, ['users']);
}
