import type { Schemas } from '@backoffice/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import type { ActionDef } from '../../app/actions/types';
import { errorText } from '../../app/errors';
import { useServices } from '../../app/services';
import { newIntent, runIntent } from '../../components/actions/action-runner';
import { messagesFor } from '../../components/actions/messages';
import { useRegisterActions } from '../../components/actions/use-row-actions';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { BID_TYPE_LABELS, type BidType, type FamilyInfo, familyOfScreen } from '../../components/game/family';
import { LoadPanel } from '../../components/load-panel';
import { operationPermission } from '../../components/operations';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes';
import { useOperation } from '../../components/use-operation';
import type { ScreenProps } from '../screen-types';
import {
  changedRates,
  currentDraft,
  flaggedRates,
  payoutText,
  RATE_FLAG_TEXT,
  type RateDraft,
  type RateDrafts,
  rateFlag,
  ratesConfirmText,
  ratesUpdateRows,
} from './rate-edits';

type RateTable = Schemas['RateTable'];

function RateLine({
  type,
  draft,
  edited,
  onChange,
}: {
  type: BidType;
  draft: RateDraft;
  edited: boolean;
  onChange: (draft: RateDraft) => void;
}) {
  const label = BID_TYPE_LABELS[type];
  const flag = rateFlag(draft);
  const flagId = `rate-flag-${type}`;
  const input = (key: keyof RateDraft, name: string) => (
    <input
      type="text"
      inputMode="numeric"
      aria-label={`${label} ${name}`}
      aria-invalid={flag !== null}
      aria-describedby={flag ? flagId : undefined}
      value={draft[key]}
      onChange={(event) => onChange({ ...draft, [key]: event.currentTarget.value })}
    />
  );
  return (
    <tr className={edited ? 'edited' : undefined}>
      <th scope="row">{label}</th>
      <td>{input('bidAmount', 'stake')}</td>
      <td>{input('winAmount', 'win')}</td>
      <td className="num">{payoutText(draft)}</td>
      <td>
        {flag ? (
          <span id={flagId} className="flag" role="note">
            {RATE_FLAG_TEXT[flag]}
          </span>
        ) : edited ? (
          <span className="unsaved">Changed</span>
        ) : null}
      </td>
    </tr>
  );
}

function RatesEditor({ info, table }: { info: FamilyInfo; table: RateTable }) {
  useSignals();
  const { client } = useServices();
  const [drafts, setDrafts] = useState<RateDrafts>({});
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const rows = table.rows;
  const changes = changedRates(info, rows, drafts);
  const flags = flaggedRates(info, rows, drafts);
  const dirty = changes.length > 0;
  useUnsavedChangesGuard(dirty);

  function review(event?: FormEvent) {
    event?.preventDefault();
    if (flags.length > 0) {
      document.querySelector<HTMLInputElement>('.rates-table [aria-invalid="true"]:not([inert] *)')?.focus();
      return;
    }
    if (dirty) setAsking(true);
  }

  async function save() {
    const action = {
      id: 'rates',
      op: 'rates.update',
      label: 'Change rates',
      input: () => ({ providerType: info.providerType, rows: ratesUpdateRows(changes) }),
      invalidates: ['rates.get'],
    };
    setBusy(true);
    setFailure(null);
    const result = await runIntent(client, newIntent(action, null), {});
    setBusy(false);
    if (!result.ok) {
      setFailure(errorText(result.error, messagesFor('rates.update').failure));
      return;
    }
    // The reloaded table remounts the editor with the saved rates.
    setAsking(false);
  }

  // The palette command reviews the drafts as they are when it runs.
  const reviewRef = useRef(review);
  reviewRef.current = review;
  const defs = useMemo<ActionDef[]>(
    () => [
      {
        id: 'rates.review',
        label: `Review ${info.label.toLowerCase()} rate changes…`,
        keywords: ['rates', 'save', 'payout', 'ka'],
        shortcut: 'Alt+S',
        permission: operationPermission('rates.update'),
        run: () => reviewRef.current(),
      },
      {
        id: 'rates.discard',
        label: 'Discard rate changes',
        keywords: ['rates', 'reset', 'undo edits'],
        shortcut: 'Alt+D',
        run: () => setDrafts({}),
      },
    ],
    [info],
  );
  useRegisterActions('rates', defs);

  return (
    <form className="panel rates-editor" onSubmit={review} noValidate>
      <table className="game-table rates-table" aria-label={`${info.label} rates`}>
        <thead>
          <tr>
            <th scope="col">Bid type</th>
            <th scope="col">Stake (₹)</th>
            <th scope="col">Win (₹)</th>
            <th scope="col">Payout for ₹10</th>
            <th scope="col">Check</th>
          </tr>
        </thead>
        <tbody>
          {info.bidTypes.map((type) => (
            <RateLine
              key={type}
              type={type}
              draft={currentDraft(type, rows, drafts)}
              edited={changes.some((change) => change.bidType === type)}
              onChange={(draft) => setDrafts((current) => ({ ...current, [type]: draft }))}
            />
          ))}
        </tbody>
      </table>
      {flags.length > 0 ? (
        <p role="alert" className="form-error">
          Fix before saving:{' '}
          {flags.map((flagged) => `${flagged.label} (${RATE_FLAG_TEXT[flagged.flag]})`).join('; ')}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="button" onClick={() => setDrafts({})} disabled={!dirty || busy}>
          Discard changes
        </button>
        <button type="submit" className="primary" disabled={!dirty || busy}>
          Review changes
        </button>
      </div>
      {asking ? (
        <ConfirmDialog
          text={ratesConfirmText(info, changes)}
          busy={busy}
          failure={failure}
          onConfirm={() => void save()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </form>
  );
}

/** Rates of one family: each bid type's rate as the contract holds it, and as the payout for ₹10. */
export default function GameRatesScreen({ screen }: ScreenProps) {
  const info = familyOfScreen(screen);
  const read = useOperation<RateTable>('rates.get', { providerType: info.providerType });
  return (
    <div className="screen">
      <p className="notice">
        A rate is what a stake wins: "10 ka 95" pays ₹95 for ₹10. A change applies to every later payout of
        every {info.label.toLowerCase()} provider.
      </p>
      {read.data ? (
        <RatesEditor key={`${info.family}:${JSON.stringify(read.data.rows)}`} info={info} table={read.data} />
      ) : (
        <LoadPanel read={read} onRetry={read.reload} />
      )}
    </div>
  );
}
