declare global {
  interface Window {
    longTasks: number;
    startLongTaskCount: () => void;
  }
}

/** Counts the long tasks (> 50 ms) on the page's main thread from now on, in `window.longTasks`. */
export function countLongTasks(): void {
  window.longTasks = 0;
  new PerformanceObserver((list) => {
    window.longTasks += list.getEntries().length;
  }).observe({ type: 'longtask', buffered: false });
}
