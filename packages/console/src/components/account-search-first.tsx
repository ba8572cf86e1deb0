import { useLayoutEffect, useRef } from 'react';
import { offerArrivalFocus } from '../state/arrival';
import { SearchBox } from './search-box';

interface Props {
  value: string;
  onSearch: (value: string) => void;
  /** What to type, shown under the field. */
  hint: string;
}

/**
 * The account search before there is a list (Search account under 2 characters, Account history without
 * an account). The screen's working element is then this field, so it offers it as the list's arrival
 * focus at once: the shell would otherwise wait its second for a list that is not coming (issue 42: 1,030 ms
 * from the palette's Enter to focus landed, against 50 ms for the screens next to it).
 */
export function SearchFirst({ value, onSearch, hint }: Props) {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    return offerArrivalFocus({
      kind: 'grid',
      element,
      focus: () => element.querySelector('input')?.focus(),
    });
  }, []);
  return (
    <div className="screen">
      <div className="screen-toolbar filter-bar" ref={bar}>
        <SearchBox
          label="Search accounts"
          placeholder="Account number, IFSC, holder, UPI or phone"
          value={value}
          onSearch={onSearch}
        />
      </div>
      <p className="empty">{hint}</p>
    </div>
  );
}
