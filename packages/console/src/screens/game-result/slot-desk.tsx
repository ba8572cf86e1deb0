/**
 * The declare desk of one slot (provider, date, market session): type the result, Enter saves it and
 * shows the preview with the Declare button focused; Enter again opens the confirmation. The slot's
 * result is the focused record, so the palette and Alt shortcuts act on it.
 */
import type { Schemas } from '@backoffice/sdk';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useServices } from '../../app/services';
import { newIntent, runIntent } from '../../components/actions/action-runner';
import { rowActions } from '../../components/actions/row-action';
import { useRunRowAction } from '../../components/actions/use-row-actions';
import type { FamilyInfo } from '../../components/game/family';
import { entryProblem, ResultDigitsInput } from '../../components/game/result-digits-input';
import { LoadError } from '../../components/load-error';
import { Offered } from '../../components/not-offered';
import { useOperation } from '../../components/use-operation';
import { offerArrivalFocus } from '../../state/arrival';
import { focusRecord } from '../../state/scope';
import type { Slot } from './desk-query';
import { LateBidsPanel } from './late-bids-panel';
import { PreviewPanel } from './preview-panel';
import { type ResultRow, rememberPreview, resultName } from './result-actions';

export const RESULTS_OWNER = 'results.list';

const saveResult = (info: FamilyInfo) =>
  rowActions<Slot>({ invalidates: ['results.list'] })({
    op: 'results.save',
    id: 'save',
    label: 'Save result',
    input: (slot, values) => ({
      providerId: slot.providerId,
      providerType: info.providerType,
      gameDate: slot.gameDate,
      ...(slot.session ? { session: slot.session } : {}),
      ...(info.result === 'panna' ? { panna: String(values.entry) } : { digit: String(values.entry) }),
    }),
    after: rememberPreview,
  });

/** The slot's live result (a REVERTED one only when there is nothing newer) and the day's declared Open. */
function slotResults(rows: readonly ResultRow[], slot: Slot) {
  const mine = rows.filter((row) => (row.session ?? undefined) === slot.session);
  const current = mine.find((row) => row.status !== 'REVERTED') ?? mine[0];
  const open = rows.find((row) => row.session === 'Open' && row.status === 'DECLARED');
  return { current, openAnk: open?.ank ?? null };
}

interface Props {
  info: FamilyInfo;
  slot: Slot;
  providerName: string;
  actions: Parameters<typeof PreviewPanel>[0]['actions'];
  entryRef: React.RefObject<HTMLInputElement | null>;
  /** Where the slot's Revert bids view is (the late bids' refund). */
  revertHref: string;
  /** The entry is where an arrival lands (not on the Revert bids view, whose pending bids are the work). */
  arrivalHere: boolean;
}

export function SlotDesk({ info, slot, providerName, actions, entryRef, revertHref, arrivalHere }: Props) {
  const { client } = useServices();
  const run = useRunRowAction();
  const read = useOperation<Schemas['ResultList']>(RESULTS_OWNER, {
    type: info.family,
    gameDate: slot.gameDate,
    providerId: slot.providerId,
    perPage: 10,
  });
  const { current, openAnk } = slotResults(read.data?.rows ?? [], slot);
  const [entry, setEntry] = useState('');
  const [showProblem, setShowProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const nextStep = useRef<HTMLButtonElement>(null);
  const justSaved = useRef(false);
  const desk = useRef<HTMLElement>(null);
  const save = useMemo(() => saveResult(info), [info]);
  const label =
    info.result === 'two-digits' ? 'Result (two digits)' : slot.session ? `${slot.session} panna` : 'Panna';

  // A new slot starts with an empty entry.
  const slotKey = `${slot.providerId}|${slot.gameDate}|${slot.session ?? ''}`;
  useEffect(() => {
    setEntry('');
    setShowProblem(false);
  }, [slotKey]);

  // The slot's result is what the palette and the Alt shortcuts act on.
  useEffect(() => {
    if (current) focusRecord(RESULTS_OWNER, resultName(current), current);
  }, [current]);

  // After a save, focus goes to the next step (Declare) once the saved result is on screen.
  useEffect(() => {
    if (justSaved.current && current?.status === 'SAVED') {
      justSaved.current = false;
      nextStep.current?.focus();
    }
  }, [current]);

  // Arriving at the desk: the entry when the slot has no saved result, else its next step (Preview, Declare).
  const known = read.status !== 'loading';
  const status = current?.status;
  useEffect(() => {
    const element = desk.current;
    if (!known || !element || !arrivalHere) return;
    const saved = status === 'SAVED' || status === 'DECLARED';
    const focus = () => ((saved ? nextStep.current : null) ?? entryRef.current)?.focus();
    return offerArrivalFocus({ kind: 'entry', element, focus });
  }, [known, status, entryRef, arrivalHere]);

  async function submit(value: string) {
    if (busy) return;
    if (entryProblem(info.result, label, value)) {
      setShowProblem(true);
      return;
    }
    setBusy(true);
    const outcome = await runIntent(client, newIntent(save, slot), { entry: value });
    setBusy(false);
    if (outcome.ok) justSaved.current = true;
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(entry);
  };

  const declared = current?.status === 'DECLARED';
  return (
    <section ref={desk} className="slot-desk" aria-label={`Result of ${providerName}`}>
      <h2>
        {providerName} · {slot.gameDate}
        {slot.session ? ` · ${slot.session}` : ''}
      </h2>
      {declared ? null : (
        <Offered needs={['integrity.lateBids']} what="Late bids">
          <LateBidsPanel info={info} slot={slot} revertHref={revertHref} />
        </Offered>
      )}
      {declared ? null : (
        <form className="result-entry" onSubmit={onSubmit} noValidate>
          <ResultDigitsInput
            kind={info.result}
            label={label}
            value={entry}
            onChange={(next) => {
              setEntry(next);
              setShowProblem(false);
            }}
            onSubmit={(value) => void submit(value)}
            openAnk={slot.session === 'Close' ? openAnk : undefined}
            showProblem={showProblem}
            inputRef={entryRef}
          />
          <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
            Save and preview
          </button>
        </form>
      )}
      {read.status === 'error' ? (
        <LoadError message={read.message} onRetry={read.reload} />
      ) : current ? (
        <PreviewPanel
          result={current}
          actions={actions}
          run={run}
          firstButton={nextStep}
          owner={RESULTS_OWNER}
        />
      ) : read.status === 'ok' ? (
        <p className="muted">No result saved for this slot yet.</p>
      ) : null}
    </section>
  );
}
