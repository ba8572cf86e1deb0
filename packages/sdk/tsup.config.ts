import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/permissions.ts', 'src/session-file.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
});
