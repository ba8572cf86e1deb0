import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { pendingIntent } from '../src/components/actions/action-runner';
import { resetUsersStore } from '../src/screens/users/users-store';
import { focusUser, usersDialog } from '../src/screens/users/users-ui';
import { closePalette } from '../src/state/palette';
import { enterScreen } from '../src/state/scope';
import { toastHistory } from '../src/state/toast-history';

afterEach(() => {
  cleanup();
  closePalette();
  resetUsersStore();
  focusUser(null);
  usersDialog.value = null;
  pendingIntent.value = null;
  enterScreen(null);
  toastHistory.value = [];
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: resets the sidebar cookie between tests
  document.cookie = 'sidebar_state=; max-age=0; path=/';
});

// happy-dom has no layout and its IntersectionObserver never reports: here everything is in view.
class InViewObserver {
  private live = true;
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => {
      const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
      if (this.live) this.callback([entry], this as unknown as IntersectionObserver);
    });
  }
  unobserve() {}
  disconnect() {
    this.live = false;
  }
  takeRecords() {
    return [];
  }
}
vi.stubGlobal('IntersectionObserver', InViewObserver);
