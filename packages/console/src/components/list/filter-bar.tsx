import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { isOffered } from '../../state/host';
import { SearchBox } from '../search-box';
import { Tabs } from '../tabs';
import { useOperation } from '../use-operation';
import { AmountFilter } from './amount-filter';
import type { FilterSpec } from './list-spec';
import { useFocusListAfterChange } from './use-focus-list';
import type { ListController } from './use-list';

/** Called with the control that changed a filter: focus goes to the list once the new answer is in. */
type Changed = (control: Element | null) => void;

type TabsFilter = Extract<FilterSpec, { kind: 'tabs' }>;

function StatusTabs<Row>({
  filter,
  list,
  changed,
  children,
}: {
  filter: TabsFilter;
  list: ListController<Row>;
  changed: Changed;
  children: ReactNode;
}) {
  useSignals();
  const countsOp = filter.counts?.op;
  // Counts from an operation the host does not offer: the tabs go on without them.
  const countsOffered = countsOp === undefined || isOffered(countsOp);
  const counts = useOperation(countsOp ?? '', countsOp && countsOffered ? {} : null, [list.op]);
  const source = countsOp ? counts.data : list.answer;
  const items = filter.options.map((option) => ({
    ...option,
    ...(filter.counts && countsOffered
      ? { count: source === undefined ? null : filter.counts.count(source, option.value) }
      : {}),
  }));
  return (
    <>
      {countsOffered ? null : <p className="quiet-line">Counts: not offered by this host.</p>}
      <Tabs
        label={filter.label}
        items={items}
        value={list.query.values[filter.key] ?? filter.initial}
        onChange={(value) => {
          // The tab list (not the tab: arrows move focus to the next one right after this).
          changed(document.activeElement?.closest('[role="tablist"]') ?? null);
          list.setQuery({ values: { [filter.key]: value } });
        }}
      >
        {children}
      </Tabs>
    </>
  );
}

type SelectFilter = Extract<FilterSpec, { kind: 'select' }>;

function SelectField<Row>({
  filter,
  list,
  value,
  set,
  changed,
}: {
  filter: SelectFilter;
  list: ListController<Row>;
  value: string;
  set: (next: string) => void;
  changed: Changed;
}) {
  const from = useOperation(filter.from?.op ?? '', filter.from ? filter.from.input : null);
  const source = filter.from ? from.data : list.answer;
  const options =
    typeof filter.options === 'function' ? (source ? filter.options(source) : []) : filter.options;
  return (
    <label className="filter-field">
      <span>{filter.label}</span>
      <select
        value={value}
        onChange={(event) => {
          changed(event.currentTarget);
          set(event.currentTarget.value);
        }}
      >
        {filter.anyLabel !== undefined ? <option value="">{filter.anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function Field<Row>({
  filter,
  list,
  changed,
}: {
  filter: FilterSpec;
  list: ListController<Row>;
  changed: Changed;
}) {
  const value = list.query.values[filter.key] ?? '';
  const set = (next: string, replace = false) => list.setQuery({ values: { [filter.key]: next } }, replace);
  switch (filter.kind) {
    case 'search':
      return (
        <SearchBox
          label={filter.label}
          placeholder={filter.placeholder ?? filter.label}
          value={value}
          onSearch={(next) => set(next, true)}
          onEnter={changed}
        />
      );
    case 'select':
      return <SelectField filter={filter} list={list} value={value} set={set} changed={changed} />;
    case 'amount':
      return (
        <AmountFilter
          op={list.op}
          filter={filter}
          value={value}
          onApply={(next, enter) => {
            if (enter) changed(enter);
            set(next);
          }}
        />
      );
    case 'date':
      return (
        <label className="filter-field">
          <span>{filter.label}</span>
          <input type="date" value={value} onChange={(event) => set(event.currentTarget.value)} />
        </label>
      );
    default:
      return null;
  }
}

/**
 * The filters of a list, from its declaration: search, selects, dates, amounts; status tabs (with counts)
 * wrap the list they filter as their tab panel. After a tab, a select or a search (Enter) changes the list,
 * focus goes to the list.
 */
export function FilterBar<Row>({
  filters,
  list,
  children,
  extra,
}: {
  filters: readonly FilterSpec[];
  list: ListController<Row>;
  children: ReactNode;
  extra?: ReactNode;
}) {
  const tabs = filters.find((filter): filter is TabsFilter => filter.kind === 'tabs');
  const fields = filters.filter((filter) => filter.kind !== 'tabs');
  const changed = useFocusListAfterChange(list);
  const bar = (
    <div className="screen-toolbar filter-bar">
      {/* The filters stay together on the left; the screen's buttons go to the right. */}
      <div className="filter-fields">
        {fields.map((filter) => (
          <Field key={filter.key} filter={filter} list={list} changed={changed} />
        ))}
      </div>
      {extra}
    </div>
  );
  if (!tabs) {
    return (
      <>
        {bar}
        {children}
      </>
    );
  }
  return (
    <>
      {bar}
      <StatusTabs filter={tabs} list={list} changed={changed}>
        {children}
      </StatusTabs>
    </>
  );
}
