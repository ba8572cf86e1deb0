import { useCommandState } from 'cmdk';
import { type RefObject, useLayoutEffect } from 'react';
import { rowElement } from './palette-rows';

/**
 * Points the input's and the list's aria-activedescendant at the highlighted row. cmdk sets it only when
 * it moves the highlight itself, and with a controlled value reads it from the DOM before the rows show
 * the new highlight (after a hover it pointed at the row left); the palette moves the highlight. Renders inside the Command, after its List: it re-renders whenever cmdk
 * rewrites the attribute, and its layout effect runs after the rows'.
 */
export function ActiveDescendant({
  row,
  listRef,
  inputRef,
}: {
  row: number;
  listRef: RefObject<HTMLElement | null>;
  inputRef: RefObject<HTMLElement | null>;
}) {
  useCommandState((state) => state.selectedItemId);
  useLayoutEffect(() => {
    const id = rowElement(listRef.current, row)?.id;
    if (!id) return;
    for (const owner of [inputRef.current, listRef.current]) owner?.setAttribute('aria-activedescendant', id);
  });
  return null;
}
