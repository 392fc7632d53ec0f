import Database from 'better-sqlite3';

export interface RowMention {
  table: string;
  column: string;
  /** The needle found in the cell. */
  needle: string;
}

/**
 * Every cell, of every table of a SQLite file, that contains one of `needles` (ignoring case), for
 * tests that prove nothing of a deleted user remains. Reads the whole file, internal tables included,
 * so a table added later is scanned without changing the test.
 */
export function sqliteRowsMentioning(file: string, needles: readonly string[]): RowMention[] {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = database
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[];
    const lowered = needles.map((needle) => needle.toLowerCase());
    const mentions: RowMention[] = [];
    for (const { name } of tables) {
      const rows = database.prepare(`SELECT * FROM "${name.replaceAll('"', '""')}"`).all() as Record<
        string,
        unknown
      >[];
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          const text = (Buffer.isBuffer(value) ? value.toString('utf8') : String(value)).toLowerCase();
          lowered.forEach((needle, index) => {
            if (text.includes(needle)) mentions.push({ table: name, column, needle: needles[index]! });
          });
        }
      }
    }
    return mentions;
  } finally {
    database.close();
  }
}

/** How many rows each table of a SQLite file holds, to show a scan looked at real data. */
export function sqliteRowCounts(file: string): Record<string, number> {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = database
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[];
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        (
          database.prepare(`SELECT COUNT(*) AS count FROM "${name.replaceAll('"', '""')}"`).get() as {
            count: number;
          }
        ).count,
      ]),
    );
  } finally {
    database.close();
  }
}
