import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSqliteDatabase, sqliteDatabaseOf } from '../../src/storage';
import type { SqliteDatabase } from '../../src/storage';

const migrations = [
  'CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)',
  "INSERT INTO notes (text) VALUES ('seeded by migration 2')",
];

let dataDir = '';
let database: SqliteDatabase | undefined;
const open = (list: readonly string[] = migrations): SqliteDatabase => {
  database = openSqliteDatabase({ dataDir, fileName: 'test.sqlite', migrations: list });
  return database;
};
const noteTexts = (db: SqliteDatabase): string[] =>
  (db.db.prepare('SELECT text FROM notes ORDER BY id').all() as { text: string }[]).map((row) => row.text);

beforeEach(() => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'manan-sqlite-')), 'nested', 'data');
});
afterEach(async () => {
  await database?.close();
  database = undefined;
  rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
});

describe('openSqliteDatabase', () => {
  it('syncs every commit (FULL) unless the service chose NORMAL, always in WAL mode', async () => {
    const full = open();
    expect(full.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(full.db.pragma('synchronous', { simple: true })).toBe(2);
    await full.close();
    database = openSqliteDatabase({ dataDir, fileName: 'test.sqlite', migrations, synchronous: 'NORMAL' });
    expect(database.db.pragma('synchronous', { simple: true })).toBe(1);
  });

  it('when the data directory does not exist, then it creates it and opens in WAL mode with foreign keys on', async () => {
    const db = open();
    expect(db.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.db.pragma('foreign_keys', { simple: true })).toBe(1);
    await expect(db.ping()).resolves.toBeUndefined();
  });

  it('when the database is reopened, then each migration has run exactly once', async () => {
    await open().close();
    const reopened = open([...migrations, "INSERT INTO notes (text) VALUES ('migration 3')"]);
    expect(noteTexts(reopened)).toEqual(['seeded by migration 2', 'migration 3']);
    const versions = reopened.db.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
    expect(versions).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }]);
  });

  it('when an applied migration was edited, then opening fails instead of drifting', async () => {
    await open().close();
    database = undefined;
    expect(() =>
      open(['CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)', migrations[1] ?? '']),
    ).toThrow(/Migration 1 was changed/);
  });
});

describe('SQLite transactionRunner', () => {
  it('when the work throws, then its writes are rolled back and the error reaches the caller', async () => {
    const db = open();
    const failure = db.transactionRunner.run(async (tx) => {
      sqliteDatabaseOf(tx).prepare("INSERT INTO notes (text) VALUES ('rolled back')").run();
      throw new Error('business rule failed');
    });
    await expect(failure).rejects.toThrow('business rule failed');
    expect(noteTexts(db)).toEqual(['seeded by migration 2']);
  });

  it('when two transactions run at once, then they take turns and never interleave', async () => {
    const db = open();
    const steps: string[] = [];
    const transaction = (name: string) =>
      db.transactionRunner.run(async (tx) => {
        steps.push(`${name} begins`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        sqliteDatabaseOf(tx).prepare('INSERT INTO notes (text) VALUES (?)').run(name);
        steps.push(`${name} ends`);
      });
    await Promise.all([transaction('first'), transaction('second')]);
    expect(steps).toEqual(['first begins', 'first ends', 'second begins', 'second ends']);
    expect(noteTexts(db)).toEqual(['seeded by migration 2', 'first', 'second']);
  });

  it('when run is called inside a running transaction, then it joins it instead of deadlocking', async () => {
    const db = open();
    const outcome = db.transactionRunner.run(async (outer) =>
      db.transactionRunner.run(async (inner) => {
        sqliteDatabaseOf(inner).prepare("INSERT INTO notes (text) VALUES ('nested')").run();
        return inner === outer;
      }),
    );
    await expect(outcome).resolves.toBe(true);
    expect(noteTexts(db)).toContain('nested');
  });

  it('when a transaction context is used after its transaction ended, then adapters refuse it', async () => {
    const db = open();
    const stale = await db.transactionRunner.run(async (tx) => tx);
    expect(() => sqliteDatabaseOf(stale)).toThrow(/already ended/);
  });
});
