/** What staff do from a board line: the slot's result desk, its bids, its weekly timings. */
import { resultDeskUrl } from '../../app/links';
import type { LinkAction } from '../../components/actions/row-action';
import type { BoardRow, BoardSlot } from '../../components/game/board-time';
import { type FamilyInfo, familyPermission } from '../../components/game/family';

/** One line of the board: a provider's result slot on the day. */
export interface BoardLine {
  row: BoardRow;
  slot: BoardSlot;
  date: string;
}

export const lineName = ({ row, slot }: BoardLine) =>
  slot.session ? `${row.providerName} ${slot.session}` : row.providerName;

export function boardActions(info: FamilyInfo): readonly LinkAction<BoardLine>[] {
  return [
    {
      id: 'result',
      label: (line) => `Open result desk: ${lineName(line)}`,
      keywords: ['declare', 'result', 'save'],
      shortcut: 'Alt+R',
      permission: [familyPermission(info, 'result')],
      href: (line) => resultDeskUrl(info.prefix, line.date, line.row.providerId, line.slot.session),
    },
    {
      id: 'bids',
      label: (line) => `${line.row.providerName} bids today`,
      keywords: ['bids', 'stake'],
      shortcut: 'Alt+I',
      permission: [familyPermission(info, 'bids')],
      href: (line) =>
        `/${info.prefix}/bids?${new URLSearchParams({ bidDate: line.date, providerId: String(line.row.providerId) })}`,
    },
    {
      id: 'timings',
      label: (line) => `${line.row.providerName} weekly timings`,
      keywords: ['settings', 'OBT', 'OBRT', 'times'],
      shortcut: 'Alt+T',
      permission: [familyPermission(info, 'setting')],
      href: (line) => `/${info.prefix}/settings?providerId=${line.row.providerId}`,
    },
  ];
}
