import { randomBytes } from "node:crypto";
import pg from "pg";

export interface TemporaryDatabase {
  url: string;
  drop(): Promise<void>;
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database on the PostgreSQL server of `serverUrl` for one run, so the seed starts from nothing and a
 * developer's own database is never touched. The name is random (letters and digits only), so quoting is safe.
 */
export async function createTemporaryDatabase(serverUrl: string): Promise<TemporaryDatabase> {
  const name = `froyo_e2e_${randomBytes(6).toString("hex")}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(serverUrl, async (client) => {
        // FORCE (PostgreSQL 13+) ends connections the server may have left open.
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }),
  };
}
