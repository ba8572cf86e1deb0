#!/usr/bin/env node
// `npx backoffice-smoke` from the workspace. pnpm links a bin only when its file exists at install time
// and dist/ is never committed, so this committed file is what gets linked; it runs the build.
try {
  await import('../dist/cli.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('cli.js')) throw error;
  process.stderr.write('backoffice-smoke: not built yet; run: pnpm --filter @backoffice/cli-smoke build\n');
  process.exitCode = 2;
}
