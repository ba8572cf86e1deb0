/**
 * `pnpm --filter @backoffice/server cluster`: the production topology on this machine (local-cluster.ts):
 * primary, streaming replica, PgBouncer and two server instances on free ports in temp folders. Prints
 * where each part listens and stops them all on Ctrl+C. Demo logins: admin / Admin@123.
 */
import { startLocalCluster } from './local-cluster.js';

const cluster = await startLocalCluster({ log: (message) => console.log(message) });
console.log(`
DATABASE_URL (pooled)  ${cluster.urls.pooled}
DATABASE_DIRECT_URL    ${cluster.urls.direct}
DATABASE_REPLICA_URL   ${cluster.urls.replica}
${cluster.instances.map((instance, i) => `instance ${i + 1}             ${instance.baseUrl}`).join('\n')}
PgBouncer folder       ${cluster.pooler.folder}

Sign in as admin / Admin@123. Ctrl+C stops everything.`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping the cluster');
    void cluster.stop().then(() => process.exit(0));
  });
