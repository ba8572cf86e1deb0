import { useSignals } from '@preact/signals-react/runtime';
import { liveStatus, pollingText } from '../../state/live';

/**
 * What a live screen says about its freshness: `Live`, `Reconnecting…`, `Paused (…)` while new rows wait
 * for the user, or `Polling every N s` on a host without the stream.
 */
export function liveStateText(pollMs: number, paused: string | null): string {
  const status = liveStatus.value;
  if (status === 'reconnecting') return 'Reconnecting…';
  if (status === 'connecting') return 'Connecting…';
  if (status !== 'live') return pollingText(pollMs);
  return paused ? `Paused (${paused})` : 'Live';
}

export function LiveState({ pollMs, paused = null }: { pollMs: number; paused?: string | null }) {
  useSignals();
  if (liveStatus.value === 'off') return null;
  const text = liveStateText(pollMs, paused);
  const tone = text === 'Live' ? 'live' : text.startsWith('Polling') ? 'polling' : 'waiting';
  return (
    <span className="live-state" data-tone={tone} role="status">
      {text}
    </span>
  );
}
