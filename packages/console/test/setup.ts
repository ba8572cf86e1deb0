import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { screenMounted } from '../src/app/layout/after-first-screen';
import { forgetAnswers } from '../src/state/answer-cache';
import { dataAge } from '../src/state/data-age';
import { hostSignal } from '../src/state/host';
import { requestsInFlight } from '../src/state/in-flight';
import { closePalette } from '../src/state/palette';
import { pendingIntent } from '../src/state/pending-intent';
import { enterScreen } from '../src/state/scope';
import { forgetSignedInEmployee } from '../src/state/session';
import { closeShortcutHelp } from '../src/state/shortcut-help';
import { toastHistory } from '../src/state/toast-history';

// On a loaded machine (CI's 2 cores, or other work beside the suite) a lazy chunk such as AG Grid can take
// seconds to arrive: `findBy…` waits for state that stays, so a generous wait costs nothing when it is fast.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  closePalette();
  closeShortcutHelp();
  pendingIntent.value = null;
  enterScreen(null);
  toastHistory.value = [];
  // What the host offers belongs to one test's client: the next test's shell asks its own.
  hostSignal.value = null;
  // A test may end with requests unanswered; the next one starts with none in flight and no screen.
  requestsInFlight.value = 0;
  screenMounted.value = false;
  // Every test signs in with the same token: the next one reads auth.me afresh.
  forgetSignedInEmployee();
  dataAge.value = null;
  forgetAnswers();
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
