import { signal } from '@preact/signals-react';

export interface ToastRecord {
  id: number;
  kind: 'success' | 'error' | 'info';
  text: string;
  at: number;
}

const KEEP = 50;
let nextId = 1;

/**
 * Every toast shown, newest first: toasts close after 3 s (the spec), so the shell keeps them in a
 * log that staff (and tests) can read afterwards.
 */
export const toastHistory = signal<readonly ToastRecord[]>([]);

export function recordToast(kind: ToastRecord['kind'], text: string): void {
  toastHistory.value = [{ id: nextId++, kind, text, at: Date.now() }, ...toastHistory.value].slice(0, KEEP);
}
