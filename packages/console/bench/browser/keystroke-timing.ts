/** Main-thread time of one keystroke, in ms: the input task (events, React render and commit) + the frame. */
export interface KeystrokeSample {
  input: number;
  frame: number;
}

declare global {
  interface Window {
    keystrokeSamples: KeystrokeSample[];
    longTasks: number;
    startKeystrokeTiming: () => void;
  }
}

function afterThisTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => callback();
  channel.port2.postMessage(null);
}

/**
 * For every keydown: the time from the event to the end of its task (keydown, input, React's render,
 * commit and effects all run in it), plus the next frame's main-thread part (rAF callbacks, style,
 * layout, paint: from the frame's start to the end of its task). Idle time between them is not counted.
 */
export function recordKeystrokes(): void {
  window.keystrokeSamples = [];
  window.longTasks = 0;
  new PerformanceObserver((list) => {
    window.longTasks += list.getEntries().length;
  }).observe({ type: 'longtask', buffered: false });
  window.addEventListener(
    'keydown',
    () => {
      const start = performance.now();
      let input = -1;
      let frame = -1;
      const done = () => {
        if (input >= 0 && frame >= 0) window.keystrokeSamples.push({ input, frame });
      };
      afterThisTask(() => {
        if (input < 0) input = performance.now() - start;
        done();
      });
      requestAnimationFrame(() => {
        const frameStart = performance.now();
        // A frame drawn before the input task's message ran: count up to the frame (an over-estimate).
        if (input < 0) input = frameStart - start;
        afterThisTask(() => {
          frame = performance.now() - frameStart;
          done();
        });
      });
    },
    true,
  );
}
