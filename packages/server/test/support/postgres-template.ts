/**
 * Vitest global setup of the PostgreSQL leg: one migrated template database per run, which every test
 * app's database copies (postgres-databases.ts), dropped at the end. Migrated over the direct URL: a
 * template may have no session open on it when it is copied, and a pooler would keep one.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrate.js';
import { openPostgres } from '../../src/db/postgres.js';

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('templateDatabase', '');
    return;
  }
  const direct = process.env.DATABASE_DIRECT_URL || url;
  const name = `${new URL(url).pathname.slice(1)}_tpl`.slice(0, 63);
  const admin = new pg.Client({ connectionString: direct });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const templateUrl = new URL(direct);
  templateUrl.pathname = `/${name}`;
  const template = openPostgres(templateUrl.toString());
  try {
    await migrate(template);
  } finally {
    await template.close();
  }
  project.provide('templateDatabase', name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
