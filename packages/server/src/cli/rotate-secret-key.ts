import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { describeDatabase } from '../db/open.js';
import { rotateSecretKey, secretKeyPath } from '../secrets-at-rest.js';
import { onDatabase, runCommand } from './on-database.js';

/**
 * `npm run rotate-secret-key [-- --retire-old]`: a new key in SECRET_KEY_FILE (demo: the data folder's
 * secret-keys) and every second-factor secret re-encrypted under it. Restart every server instance after.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'retire-old': { type: 'boolean' } } });
  const config = loadConfig();
  const path = secretKeyPath(config.secrets.keyFile, config.demo, config.dataDir);
  if (!path) {
    console.error('Set SECRET_KEY_FILE to the key file (or DEMO=1 for the data folder one).');
    return 1;
  }
  return onDatabase(config, async (db) => {
    const retireOld = values['retire-old'] ?? false;
    const { keyId, reencrypted } = await rotateSecretKey(db, path, { retireOld, now: new Date() });
    console.log(
      `Re-encrypted ${reencrypted} second-factor secrets under key ${keyId} in ${describeDatabase(config)}.`,
    );
    console.log(
      `${retireOld ? 'Old keys removed from' : 'Old keys kept in'} ${path}. Restart every server instance.`,
    );
    return 0;
  });
}

runCommand(main);
