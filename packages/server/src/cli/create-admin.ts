import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { createStaff } from '../db/employees.js';
import { describeDatabase } from '../db/open.js';
import { loadContract } from '../http/contract.js';
import { onDatabase, runCommand } from './on-database.js';

const USERNAME = /^[a-z0-9_.]{3,32}$/;
const MIN_PASSWORD = 8;

async function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing while the password is typed.
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let prompted = false;
    output._writeToOutput = (text: string) => {
      if (!prompted) process.stdout.write(text);
      prompted = true;
    };
  }
  const answer = await rl.question(question);
  if (hidden) process.stdout.write('\n');
  rl.close();
  return answer.trim();
}

/** `npm run create-admin -- --username NAME --password PASS`: the first admin, outside demo mode. */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      'full-name': { type: 'string' },
    },
  });
  const username = values.username ?? (await ask('Username: '));
  if (!USERNAME.test(username)) {
    console.error('Username: 3 to 32 characters of a-z, 0-9, _ and .');
    return 1;
  }
  const password = values.password ?? (await ask('Password: ', true));
  if (password.length < MIN_PASSWORD) {
    console.error(`Password: at least ${MIN_PASSWORD} characters`);
    return 1;
  }
  const config = loadConfig();
  return onDatabase(config, async (db) => {
    const id = await createStaff(db, {
      username,
      fullName: values['full-name'] ?? username,
      password,
      isAdmin: true,
      permission: loadContract(config.contractPath).permissionKeys,
    });
    if (id === undefined) {
      console.error(`An employee named "${username}" already exists; nothing changed.`);
      return 1;
    }
    console.log(`Admin "${username}" created (employee ${id}) in ${describeDatabase(config)}.`);
    return 0;
  });
}

runCommand(main);
