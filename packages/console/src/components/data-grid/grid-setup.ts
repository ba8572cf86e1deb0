import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  CsvExportModule,
  colorSchemeDark,
  ModuleRegistry,
  PinnedRowModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
  themeQuartz,
} from 'ag-grid-community';

// Only what the console uses (never AllCommunityModule): rows, column state, CSV export, cell styles,
// pinned rows (a report's totals row), row selection (acting on several rows at once), and the row API
// (the focused cell's row is the focused record: without it `getDisplayedRowAtIndex` fails and keyboard
// focus never reaches the palette's scope), and row classes (a live list greys a row that left it and
// flashes one that changed). Moving columns (a header dragged, Shift+Arrow on a focused header) needs
// nothing here: AG Grid 36 builds ColumnMoveModule into its core module.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  ColumnApiModule,
  CsvExportModule,
  CellStyleModule,
  PinnedRowModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
]);

const dense = {
  spacing: 5,
  rowHeight: 32,
  headerHeight: 34,
  fontSize: 13,
  headerFontSize: 12,
  wrapperBorderRadius: 6,
  accentColor: '#2563eb',
  fontFamily: 'inherit',
};

export const lightGridTheme = themeQuartz.withParams(dense);
export const darkGridTheme = themeQuartz.withPart(colorSchemeDark).withParams(dense);
