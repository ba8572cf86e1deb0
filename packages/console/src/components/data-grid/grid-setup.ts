import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  CsvExportModule,
  colorSchemeDark,
  ModuleRegistry,
  themeQuartz,
} from 'ag-grid-community';

// Only what the console uses (never AllCommunityModule): rows, column state, CSV export, cell styles.
ModuleRegistry.registerModules([ClientSideRowModelModule, ColumnApiModule, CsvExportModule, CellStyleModule]);

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
