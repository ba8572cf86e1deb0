import { useEffect, useState } from 'react';
import type { ScreenDef } from '../../screens/screen-types';
import { type ArrivalFocus, arrivalOffer } from '../../state/arrival';

/** How long a screen may take to draw its working element (lazy chunk, AG Grid chunk, first answer). */
const ARRIVAL_WINDOW_MS = 10_000;

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';
const FIELD =
  'input:not([disabled]):not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select:not([disabled]), textarea:not([disabled])';

const visible = (element: HTMLElement) => element.getClientRects().length > 0;

/** The element the shell finds itself for the kinds that need no offer: a form's field, a first control. */
function firstOf(main: HTMLElement, selector: string): HTMLElement | undefined {
  return [...main.querySelectorAll<HTMLElement>(selector)].find(
    (element) => visible(element) && !element.closest('[inert], dialog:not([open])'),
  );
}

/** A list is on its way (the screen's chunk, the AG Grid chunk or the first answer is loading). */
const LIST_COMING = '.loading, .data-grid, .grid-placeholder, [aria-busy="true"]';

/** How long a list screen's list may take to appear before its first control takes focus instead. */
const LIST_WAIT_MS = 1_000;

/** Whether the shown screen's list is on its way (a hidden kept screen's does not count). */
function listComing(main: HTMLElement): boolean {
  return [...main.querySelectorAll(LIST_COMING)].some((element) => !element.closest('[inert]'));
}

function land(main: HTMLElement, kind: ArrivalFocus, waited: number): void {
  const offer = arrivalOffer(kind);
  if (offer) {
    // A block's focus must never take the shell down with it; the fallback (<main>) holds meanwhile.
    try {
      offer.focus();
    } catch {}
  }
  // A list screen that shows no list yet (Search account before a search, an empty queue): its first control.
  else if (kind === 'grid' && waited >= LIST_WAIT_MS && !listComing(main)) firstOf(main, TABBABLE)?.focus();
  else if (kind === 'field') firstOf(main, `form :is(${FIELD})`)?.focus();
  else if (kind === 'control') firstOf(main, TABBABLE)?.focus();
}

/**
 * Focus that nothing on the new screen has taken yet: the page, <main>, or what had it when the arrival
 * began (the sidebar link, the control the palette gave focus back to). Focus the user has moved since,
 * into the screen or outside it (the top bar's user menu), stays where it is.
 */
function unclaimed(main: HTMLElement, startedOn: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === main) return true;
  if (main.contains(active) || active !== startedOn) return false;
  // A dialog (the palette closing, a record opened by URL) keeps its focus.
  return !active.closest('dialog[open], [role="dialog"]');
}

/**
 * On every arrival at a screen (palette, sidebar, a link, back/forward, a URL opened directly): focus
 * goes to <main> at once (never <body>), then to the screen's declared working element as soon as it is
 * drawn, unless the user has moved focus into the screen meanwhile. Returns the title to announce.
 */
export function useArrivalFocus(
  screen: ScreenDef | undefined,
  path: string,
  title: string,
  request: number,
): string {
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    setAnnounced(title);
    const kind = screen?.focus;
    const started = performance.now();
    const until = started + ARRIVAL_WINDOW_MS;
    let frame = 0;
    // Asked for on the screen already shown: whatever had focus there gives it up.
    if (request > 0 && main.contains(document.activeElement)) main.focus({ preventScroll: true });
    const startedOn = document.activeElement;
    const step = () => {
      if (unclaimed(main, startedOn)) {
        main.focus({ preventScroll: true });
        if (kind) land(main, kind, performance.now() - started);
      }
      const active = document.activeElement;
      const landed = active !== main && main.contains(active);
      if (!landed && kind && performance.now() < until) frame = requestAnimationFrame(step);
    };
    step();
    return () => cancelAnimationFrame(frame);
    // Arrival is a new path, not a new query: a filter or a tab keeps focus where it is.
  }, [path, screen?.id, screen?.focus, title, request]);
  return announced;
}
