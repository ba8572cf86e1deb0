import { runCli } from './main.js';

const code = await runCli(process.argv.slice(2), process.env, {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
process.exitCode = code;
// A connection left open by a misbehaving host must not keep cron waiting; the timer itself does not.
setTimeout(() => process.exit(code), 2000).unref();
