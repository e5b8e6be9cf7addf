import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from './fixtures';

/** A second server of the binary under test, on its own database, for what the shared one must not do. */
export interface OwnServer {
  url: string;
  database: string;
  stop: () => Promise<void>;
}

/**
 * Starts the server binary (`E2E_SERVER`, set by scripts/e2e.sh) on `port` with a fresh SQLite
 * database and `env` on top (an unreachable mail server, say), serving the same web build.
 */
export async function startOwnServer(port: number, env: Record<string, string>): Promise<OwnServer> {
  const binary = process.env.E2E_SERVER ?? '';
  expect(binary, 'E2E_SERVER (set by scripts/e2e.sh)').not.toBe('');
  const dir = mkdtempSync(join(tmpdir(), 'casino-e2e-'));
  const database = join(dir, 'casino.sqlite3');
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(binary, [], {
    env: {
      ...process.env,
      DATABASE_URL: database,
      CASINO_ADDR: `127.0.0.1:${port}`,
      STATIC_DIR: resolve(import.meta.dirname, '../dist'),
      MAIL_OUTBOX: join(dir, 'outbox'),
      FILES_DIR: join(dir, 'files'),
      PUBLIC_URL: url,
      LIVE_TABLES: 'off',
      GEOIP_DB: resolve(import.meta.dirname, '../../data/geoip/geo-whois-asn-country.mmdb'),
      RUST_LOG: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    child.kill();
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  };
  // Migrations and the seeded content take seconds on a busy machine (the other workers' browsers).
  for (let i = 0; i < 300; i += 1) {
    const up = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (up) return { url, database, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the server on port ${port} did not start`);
}
