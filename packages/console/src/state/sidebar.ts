import { signal } from '@preact/signals-react';

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 604800;
export const MOBILE_BREAKPOINT = 768;

function readCookie(): boolean | null {
  const match = document.cookie.match(/(?:^|;\s*)sidebar_state=(true|false)/);
  return match ? match[1] === 'true' : null;
}

/** Whether the sidebar shows labels (true) or icons only (false); remembered in the cookie. */
export const sidebarOpen = signal<boolean>(readCookie() ?? true);
/** True at widths of 768 px or less: the sidebar then collapses to icons automatically. */
export const isNarrow = signal<boolean>(false);

export function setSidebarOpen(open: boolean): void {
  sidebarOpen.value = open;
  // biome-ignore lint/suspicious/noDocumentCookie: the spec names a cookie; the Cookie Store API is not everywhere
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

export function toggleSidebar(): void {
  setSidebarOpen(!sidebarOpen.value);
}

/** Follows the viewport: at <= 768 px the sidebar collapses; widening restores the remembered state. */
export function watchViewport(): () => void {
  const query = globalThis.matchMedia?.(`(max-width: ${MOBILE_BREAKPOINT}px)`);
  if (!query) return () => {};
  const apply = () => {
    isNarrow.value = query.matches;
    if (query.matches) sidebarOpen.value = false;
    else sidebarOpen.value = readCookie() ?? true;
  };
  apply();
  query.addEventListener('change', apply);
  return () => query.removeEventListener('change', apply);
}
