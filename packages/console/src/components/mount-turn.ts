import { useCallback, useEffect, useState } from 'react';

/**
 * Heavy widgets (AG Grid, AG Charts) take turns to mount: one per browser task, in the order they
 * asked. A screen with several of them then never blocks the main thread in one long task
 * (Lighthouse's total blocking time), and it stays responsive while they appear.
 */
type Ticket = { grant: () => void; state: 'waiting' | 'holding' | 'done' };

const queue: Ticket[] = [];
let busy = false;
let pumpScheduled = false;

function schedulePump() {
  if (pumpScheduled) return;
  pumpScheduled = true;
  setTimeout(() => {
    pumpScheduled = false;
    if (busy) return;
    const next = queue.shift();
    if (!next) return;
    busy = true;
    next.state = 'holding';
    next.grant();
  }, 0);
}

function release(ticket: Ticket) {
  if (ticket.state !== 'holding') return;
  ticket.state = 'done';
  busy = false;
  schedulePump();
}

export interface MountTurn {
  /** `true` once it is this widget's turn (and forever after). */
  granted: boolean;
  /** Hands the turn on (with `manual`, once the widget's own first render has finished). */
  done: () => void;
}

/**
 * Asks for a turn while `wanted`. The turn passes on after the commit that shows the widget, or,
 * with `manual`, when the widget calls `done` (for widgets that finish rendering asynchronously).
 */
export function useMountTurn({ wanted = true, manual = false } = {}): MountTurn {
  const [granted, setGranted] = useState(false);
  const [ticket] = useState<Ticket>(() => ({ grant: () => setGranted(true), state: 'waiting' }));

  useEffect(() => {
    if (!wanted || ticket.state !== 'waiting') return;
    queue.push(ticket);
    schedulePump();
    return () => {
      const at = queue.indexOf(ticket);
      if (at >= 0) queue.splice(at, 1);
    };
  }, [wanted, ticket]);

  useEffect(() => {
    if (granted && !manual) release(ticket);
  }, [granted, manual, ticket]);
  // Unmounted while holding the turn: hand it on.
  useEffect(() => () => release(ticket), [ticket]);

  const done = useCallback(() => release(ticket), [ticket]);
  return { granted, done };
}
