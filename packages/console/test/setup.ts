import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { closePalette } from '../src/state/palette';
import { pendingIntent } from '../src/state/pending-intent';
import { enterScreen } from '../src/state/scope';
import { toastHistory } from '../src/state/toast-history';

// On a loaded machine (CI's 2 cores, or other work beside the suite) a lazy chunk such as AG Grid can take
// seconds to arrive: `findBy…` waits for state that stays, so a generous wait costs nothing when it is fast.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  closePalette();
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
