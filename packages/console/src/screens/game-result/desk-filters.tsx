/** The spec's result filters (date, session for markets, provider, bid type, digit), all in the URL. */
import { BID_TYPE_LABELS, type FamilyInfo } from '../../components/game/family';
import { SearchBox } from '../../components/search-box';
import type { DeskQuery } from './desk-query';

export interface ProviderOption {
  providerId: number;
  providerName: string;
}

interface Props {
  info: FamilyInfo;
  query: DeskQuery;
  setQuery: (patch: Partial<DeskQuery>) => void;
  providers: readonly ProviderOption[];
}

export function DeskFilters({ info, query, setQuery, providers }: Props) {
  // A new slot or filter starts both lists at their first page.
  const set = (patch: Partial<DeskQuery>) => setQuery({ page: 1, vpage: 1, ...patch });
  return (
    <div className="screen-toolbar filter-bar">
      <label className="filter-field">
        <span>Date</span>
        <input
          type="date"
          value={query.date}
          onChange={(event) => event.currentTarget.value && set({ date: event.currentTarget.value })}
        />
      </label>
      {info.hasSessions ? (
        <label className="filter-field">
          <span>Session</span>
          <select value={query.session} onChange={(event) => set({ session: event.currentTarget.value })}>
            <option value="Open">Open</option>
            <option value="Close">Close</option>
          </select>
        </label>
      ) : null}
      <label className="filter-field">
        <span>Provider</span>
        <select
          name="provider"
          value={query.provider}
          onChange={(event) => set({ provider: event.currentTarget.value })}
        >
          <option value="">All providers</option>
          {providers.map((provider) => (
            <option key={provider.providerId} value={String(provider.providerId)}>
              {provider.providerName}
            </option>
          ))}
        </select>
      </label>
      <label className="filter-field">
        <span>Bid type</span>
        <select value={query.bidType} onChange={(event) => set({ bidType: event.currentTarget.value })}>
          <option value="">All bid types</option>
          {info.bidTypes.map((type) => (
            <option key={type} value={type}>
              {BID_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <SearchBox
        label="Digit"
        placeholder="Digit (e.g. 6, 67, 123)"
        value={query.digit}
        onSearch={(digit) => set({ digit: digit.replace(/[^0-9-]/g, '') })}
      />
    </div>
  );
}
