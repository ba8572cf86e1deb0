import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The production build: `node dist/main.js` (and `node dist/create-admin.js`) run plain JavaScript, no tsx.
// Dependencies stay external and resolve from node_modules, so PGlite finds its own wasm and data files;
// the SQL migrations are copied beside the bundle, where migrate.ts looks for them (./migrations/).
// The SDK (shared enums and labels) is the exception: bundled from source through tsconfig.json's `paths`,
// so the build needs no SDK build first.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'create-admin': 'src/cli/create-admin.ts',
    'rotate-secret-key': 'src/cli/rotate-secret-key.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  splitting: true,
  noExternal: [/^@backoffice\/sdk$/],
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
