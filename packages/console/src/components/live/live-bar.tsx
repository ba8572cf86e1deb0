import { useEffect, useMemo, useRef } from 'react';
import type { ActionDef } from '../../app/actions/types';
import { useKeptScreen } from '../../state/kept-screen';
import { useRegisterActions } from '../actions/use-row-actions';
import { LIST_POLL_MS, type LiveList } from '../list/use-live-list';
import { LiveState } from './live-state';

/** The pill's words: how many new rows wait and the key that shows them. */
export const waitingText = (count: number) => `${count} new — press . to show`;

/**
 * Over a live list: its state (Live, Reconnecting…, Paused (scrolled), Polling every 30 s) and, while new
 * rows wait, the pill that shows them (also `.`, and a palette entry). It stays in view at the top
 * while the list scrolls; scrolled past the list's top, the list holds its rows still (the list must
 * follow the bar).
 */
export function LiveBar<Row>({ live, owner }: { live: LiveList<Row>; owner: string }) {
  const bar = useRef<HTMLDivElement>(null);
  const latest = useRef(live);
  latest.current = live;
  const { setScrolled, following } = live;
  const kept = useKeptScreen();
  useEffect(() => {
    if (!following) return;
    let frame = 0;
    // The bar sticks under the top bar; the list after it slides under the bar once scrolled past its top.
    const look = () => {
      frame = 0;
      const list = bar.current?.nextElementSibling;
      const bottom = bar.current?.getBoundingClientRect().bottom;
      setScrolled(list != null && bottom !== undefined && list.getBoundingClientRect().top < bottom - 1);
    };
    // The page scrolling under another screen is not this list's (a hidden kept screen measures nothing).
    const onScroll = () => {
      if (kept.shown()) frame ||= requestAnimationFrame(look);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [following, setScrolled, kept]);
  const defs = useMemo<ActionDef[]>(
    () => [
      {
        id: `${owner}.show-new`,
        get label() {
          return `Show new rows (${latest.current.waiting})`;
        },
        keywords: ['new', 'live', 'waiting', 'refresh'],
        shortcut: '.',
        help: 'Show the new rows waiting above the list',
        when: () => latest.current.waiting > 0,
        run: () => latest.current.reveal(),
      },
    ],
    [owner],
  );
  useRegisterActions(`${owner}:live`, defs);
  if (!following) return null;
  return (
    <div className="live-bar" ref={bar}>
      <LiveState pollMs={LIST_POLL_MS} paused={live.paused} />
      {live.waiting > 0 ? (
        <button type="button" className="live-pill" onClick={live.reveal}>
          {waitingText(live.waiting)}
        </button>
      ) : null}
    </div>
  );
}
