// Read in the page (page.evaluate) by the browser tests and the triage bench: a grid's rows as drawn.

/**
 * The id of the row shown after the focused one in the grid named `label` (AG Grid rows in display
 * order), or null when focus is on its last row or on none of its rows.
 */
export function rowAfterFocused(label) {
  const ids = [...document.querySelectorAll(`[aria-label="${label}"] [role="row"][row-index][row-id]`)]
    .filter((row) => !row.classList.contains('ag-row-pinned'))
    .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
    .map((row) => row.getAttribute('row-id'))
    .filter((id, i, all) => all.indexOf(id) === i);
  const at = ids.indexOf(document.activeElement?.closest('[row-id]')?.getAttribute('row-id') ?? '');
  return at >= 0 ? (ids[at + 1] ?? null) : null;
}
