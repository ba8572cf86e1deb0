import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  CsvExportModule,
  colorSchemeDark,
  ModuleRegistry,
  PinnedRowModule,
  themeQuartz,
} from 'ag-grid-community';

// Only what the console uses (never AllCommunityModule): rows, column state, CSV export, cell styles,
// and pinned rows (a report's totals row).
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  ColumnApiModule,
  CsvExportModule,
  CellStyleModule,
  PinnedRowModule,
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
