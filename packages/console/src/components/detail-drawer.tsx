import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { focusRecord } from '../state/scope';
import { sessionSignal } from '../state/session';
import { actionLabel, type RowAction } from './actions/row-action';
import { actionMark, toActionDefs, useRegisterActions, useRunRowAction } from './actions/use-row-actions';
import { permitted } from './list/row-menu-items';
import { Modal } from './modal';
import { Tabs } from './tabs';
import { useOperation } from './use-operation';

export interface DrawerTab<Rec> {
  id: string;
  label: string;
  render: (id: string, record: Rec) => ReactNode;
}

export interface DetailDrawerProps<Rec> {
  /** The URL parameter that holds the record's id: the drawer is open while it is there. */
  param: string;
  /** The operation that loads the record, and its input for an id. */
  op: string;
  input: (id: string) => unknown;
  /** What the record is called (the palette's 'Block user: Ravi Kumar'); the dialog's title too … */
  title: (record: Rec) => string;
  /** … unless the dialog has a fixed heading ('User details'). */
  heading?: string;
  /** The record's own view, when label/value lines are not enough. */
  body?: (record: Rec) => ReactNode;
  /** Label/value lines of the record's brief. */
  fields?: readonly (readonly [string, (record: Rec) => ReactNode])[];
  actions?: readonly RowAction<Rec>[];
  /** Sub-lists, one tab each (the tab stays in the URL as `<param>Tab`). */
  tabs?: readonly DrawerTab<Rec>[];
  /** Operations whose invalidation reloads the record. */
  dependsOn?: readonly string[];
}

/**
 * A record by URL parameter: a link opens it, Esc or Close removes the parameter. Its brief, a
 * toolbar of its actions (also in the palette, for this record), and tabs of sub-lists.
 */
export function DetailDrawer<Rec>(props: DetailDrawerProps<Rec>) {
  useSignals();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const id = params.get(props.param);
  const tabKey = `${props.param}Tab`;
  const read = useOperation<Rec>(props.op, id ? props.input(id) : null, props.dependsOn);
  const record = id ? read.data : undefined;
  const owner = `drawer:${props.param}`;
  const run = useRunRowAction();
  const defs = useMemo(() => toActionDefs(owner, props.actions ?? []), [owner, props.actions]);
  useRegisterActions(owner, defs);
  // Before paint: the palette opened right after the drawer shows must already see this record.
  useLayoutEffect(() => {
    if (record) focusRecord(owner, props.title(record), record);
  }, [owner, record, props.title]);

  if (!id) return null;
  const go = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(window.location.search);
    change(next);
    const text = next.toString();
    navigate(text ? `${location}?${text}` : location);
  };
  const close = () =>
    go((next) => {
      next.delete(props.param);
      next.delete(tabKey);
    });
  const held = sessionSignal.value?.permission;
  const actions = (props.actions ?? []).filter(
    (action) => record !== undefined && permitted(held, action) && (action.when?.(record) ?? true),
  );
  const tabs = props.tabs ?? [];
  const tab = tabs.find((t) => t.id === params.get(tabKey)) ?? tabs[0];
  return (
    <Modal
      title={props.heading ?? (record ? props.title(record) : 'Loading…')}
      onClose={close}
      wide
      record={record}
      keysOwner={owner}
    >
      <div className="drawer">
        {read.status === 'error' && !record ? (
          <div role="alert" className="grid-error">
            <span>{read.message}</span>
            <button type="button" onClick={read.reload}>
              Retry
            </button>
          </div>
        ) : null}
        {record ? (
          <>
            {actions.length > 0 ? (
              <div className="toolbar" role="toolbar" aria-label="Actions">
                {actions.map((action) => (
                  <button
                    key={action.id}
                    type="button"
                    {...actionMark(owner, action)}
                    onClick={() => run(action, record)}
                  >
                    {actionLabel(action, record)}
                  </button>
                ))}
              </div>
            ) : null}
            {props.fields?.length ? (
              <dl className="details-grid">
                {props.fields.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value(record)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {props.body?.(record)}
            {tab ? (
              <Tabs
                label="Sections"
                items={tabs.map((t) => ({ value: t.id, label: t.label }))}
                value={tab.id}
                onChange={(value) => go((next) => next.set(tabKey, value))}
              >
                {tab.render(id, record)}
              </Tabs>
            ) : null}
          </>
        ) : (
          <p role="status">Loading...</p>
        )}
      </div>
    </Modal>
  );
}
