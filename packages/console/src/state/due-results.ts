import { signal } from '@preact/signals-react';
import type { DueResult } from '../components/game/board-time';

/**
 * Results whose time has passed with none declared, most overdue first, as the shell's watcher last
 * read them (only for the families whose result key the user holds). The sidebar badge and the
 * palette's "Declare next due result" read it.
 */
export const dueResults = signal<readonly DueResult[]>([]);

/** When none is due: the result due next today (the earliest ahead), or null when none is left today. */
export const nextDueResult = signal<DueResult | null>(null);
