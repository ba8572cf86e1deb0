import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('configuration from the environment', () => {
  it('defaults to 127.0.0.1:8080, .data, no DATABASE_URL, 30 idle minutes and 12 hours', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '.data',
      databaseUrl: undefined,
      demo: false,
      tokenIdleMinutes: 30,
      tokenMaxHours: 12,
    });
    expect(config.consoleDir).toMatch(/packages\/console\/dist$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/bo',
      DATABASE_URL: 'postgres://db/bo',
      DATABASE_DIRECT_URL: 'postgres://db-direct/bo',
      DEMO: '1',
      TOKEN_IDLE_MINUTES: '0.5',
      TOKEN_MAX_HOURS: '2',
      CONSOLE_DIR: '/srv/console',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/var/lib/bo',
      databaseUrl: 'postgres://db/bo',
      databaseDirectUrl: 'postgres://db-direct/bo',
      demo: true,
      tokenIdleMinutes: 0.5,
      tokenMaxHours: 2,
      consoleDir: '/srv/console',
    });
  });

  it('refuses nonsense instead of starting with a surprise', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ TOKEN_IDLE_MINUTES: '-1' })).toThrow(/TOKEN_IDLE_MINUTES/);
  });
});
