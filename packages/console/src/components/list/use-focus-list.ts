import { useEffect, useRef } from 'react';
import { offerAfter } from '../../state/arrival';

/** A change settles before focus moves: arrowing through the tabs is not interrupted at every step. */
export const SETTLE_MS = 400;
/** A change whose answer never came (the same filter again) does not move focus minutes later. */
const GIVE_UP_MS = 5_000;

interface Pending {
  control: Element;
  answer: unknown;
  at: number;
}

/**
 * After a filter or a tab change, focus goes to the list it filters (its first record) once the new
 * answer is in, unless the user has moved focus elsewhere meanwhile. Returns the function a filter calls
 * with the control that made the change.
 */
export function useFocusListAfterChange(list: {
  answer: unknown;
  status: string;
}): (control: Element | null) => void {
  const pending = useRef<Pending | null>(null);
  const answer = useRef(list.answer);
  answer.current = list.answer;
  useEffect(() => {
    const change = pending.current;
    if (!change || list.status !== 'ok' || list.answer === change.answer) return;
    const waited = performance.now() - change.at;
    if (waited > GIVE_UP_MS) {
      pending.current = null;
      return;
    }
    const timer = setTimeout(
      () => {
        if (pending.current !== change) return;
        pending.current = null;
        const active = document.activeElement;
        if (active !== document.body && !change.control.contains(active)) return;
        offerAfter('grid', change.control)?.focus();
      },
      Math.max(0, SETTLE_MS - waited),
    );
    return () => clearTimeout(timer);
  }, [list.answer, list.status]);
  return (control) => {
    if (control instanceof HTMLElement && control !== document.body)
      pending.current = { control, answer: answer.current, at: performance.now() };
  };
}
