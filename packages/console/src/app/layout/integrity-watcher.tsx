import type { Schemas } from '@backoffice/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { callOperation } from '../../components/operations';
import { isOffered } from '../../state/host';
import { integrityAlarms } from '../../state/integrity-alarms';
import { sessionSignal } from '../../state/session';
import { sayIfRedirecting, showErrorToast } from '../errors';
import { holdsAny } from '../permissions';
import { useServices } from '../services';
import { WATCH_INTERVAL_MS } from './due-result-watcher';
import { useLiveRefresh } from './live-refresh';

type Alarms = Schemas['IntegrityAlarms'];

const WATCH_KEYS = ['risk.lateBids', 'risk.improbableWinners', 'risk.books', 'risk.chainVerify'] as const;

/**
 * Each alarm is announced once per console, like an overdue result: a late bid by the newest bid of its
 * slot (a new late bid on the same slot announces again), a winner by player, a failed check by check.
 */
const announced = new Set<string>();

function fresh(keys: readonly [string, string][]): string[] {
  const out: string[] = [];
  for (const [key, text] of keys) {
    if (announced.has(key)) continue;
    announced.add(key);
    out.push(text);
  }
  return out;
}

const slotName = (s: Schemas['LateSessionAlarm']) => `${s.providerName}${s.session ? ` ${s.session}` : ''}`;

function announce(alarms: Alarms): void {
  const late = fresh(
    (alarms.lateBids ?? []).map((s) => [
      `late:${s.providerId}:${s.gameDate}:${s.session ?? ''}:${s.newestBidId}`,
      `${slotName(s)} (${s.count})`,
    ]),
  );
  if (late.length) showErrorToast(`Late bids on sessions still to declare: ${late.join(', ')}`);
  const winners = fresh(
    (alarms.improbableWinners ?? []).map((w) => [`luck:${w.userId}`, `${w.fullName} (${w.probabilityText})`]),
  );
  if (winners.length)
    showErrorToast(`Improbable winner${winners.length === 1 ? '' : 's'}: ${winners.join(', ')}`);
  const failed = fresh(
    (alarms.failedChecks ?? []).map((c) => [
      `check:${c.resultId}:${c.checkedAt ?? ''}`,
      `${c.providerName}${c.session ? ` ${c.session}` : ''} ${c.gameDate}`,
    ]),
  );
  if (alarms.booksFailed)
    failed.push(
      ...fresh([
        [
          `books:${alarms.booksFailed.checkId}`,
          `the whole books (${alarms.booksFailed.mismatchCount} mismatches)`,
        ],
      ]),
    );
  if (failed.length) showErrorToast(`Settlement check failed: ${failed.join(', ')}`);
  const chains = alarms.chainsFailed;
  const broken = chains
    ? fresh(
        chains.chains
          .filter((c) => c.problem)
          .map((c) => [
            `chain:${chains.verificationId}:${c.chain}`,
            `the ${c.chain} chain at #${c.problem?.position.toLocaleString('en-IN')} (${c.problem?.kind})`,
          ]),
      )
    : [];
  if (broken.length) showErrorToast(`Chain verification failed: ${broken.join(', ')}`);
}

/**
 * The integrity alarm (issue 26) on the overdue-result alarm's channel: for staff holding a risk key,
 * reads integrity.alarms on each alarm, result, board change or late bid the live stream reports (every 30 s on a
 * host without it), keeps the answer for the sidebar counts and toasts what is new.
 */
export function IntegrityWatcher() {
  useSignals();
  const { client } = useServices();
  const held = sessionSignal.value?.permission;
  const watching = holdsAny(held, [...WATCH_KEYS]) && isOffered('integrity.alarms');
  useEffect(() => {
    if (!watching) integrityAlarms.value = null;
  }, [watching]);
  useLiveRefresh({
    active: watching,
    kinds: ['integrity_alarm', 'result', 'board_slot', 'late_bid'],
    pollMs: WATCH_INTERVAL_MS,
    look: async () => {
      try {
        const alarms = (await callOperation(client, 'integrity.alarms', {})).data as Alarms;
        if (!watching) return;
        integrityAlarms.value = alarms;
        announce(alarms);
      } catch (error) {
        sayIfRedirecting(error);
      }
    },
  });
  return null;
}
