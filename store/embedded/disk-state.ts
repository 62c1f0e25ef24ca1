import { join } from 'node:path';
import type { StoredObject } from '../store.js';
import { readIfExists, writeFileAtomically } from './files.js';
import { decodeJournal, recordResourceVersion } from './journal-format.js';

/*
 * What the embedded store keeps on disk, in its data dir:
 * - `store-snapshot.json`: every object plus the resourceVersion counter, replaced atomically (files.ts);
 * - `store-journal.log`: the writes made since that snapshot, one checksummed record each (journal-format.ts).
 * On startup the snapshot is loaded, the journal replayed on top, and the result compacted into a new snapshot.
 */
export const SNAPSHOT_FILE = 'store-snapshot.json';
export const JOURNAL_FILE = 'store-journal.log';
const FORMAT = 'montage-store-snapshot/1';

interface Snapshot {
  format: typeof FORMAT;
  /** The highest resourceVersion handed out so far: the counter survives deletes of the newest objects. */
  resourceVersion: number;
  objects: StoredObject[];
}

export interface RecoveredState {
  objects: StoredObject[];
  resourceVersion: number;
  /** Intact journal records read: when non-zero the caller compacts. */
  journalRecords: number;
  journalValidBytes: number;
  /** Bytes of a torn last write that were ignored. */
  discardedBytes: number;
}

export async function recoverState(dataDir: string): Promise<RecoveredState> {
  const snapshotPath = join(dataDir, SNAPSHOT_FILE);
  const journalPath = join(dataDir, JOURNAL_FILE);
  const snapshot = parseSnapshot(snapshotPath, await readIfExists(snapshotPath));
  const objects = new Map<string, StoredObject>();
  for (const object of snapshot.objects) objects.set(keyOf(object.kind, object.spec.id), object);
  let resourceVersion = snapshot.resourceVersion;

  const journal = decodeJournal((await readIfExists(journalPath)) ?? Buffer.alloc(0), journalPath);
  for (const record of journal.records) {
    const rv = recordResourceVersion(record);
    // Records the snapshot already holds: a crash came between writing the snapshot and emptying the journal.
    if (rv <= snapshot.resourceVersion) continue;
    if (record.op === 'put') objects.set(keyOf(record.object.kind, record.object.spec.id), record.object);
    else objects.delete(keyOf(record.kind, record.id));
    resourceVersion = Math.max(resourceVersion, rv);
  }
  return {
    objects: [...objects.values()],
    resourceVersion,
    journalRecords: journal.records.length,
    journalValidBytes: journal.validBytes,
    discardedBytes: journal.discardedBytes,
  };
}

export async function writeSnapshot(dataDir: string, objects: Iterable<StoredObject>, resourceVersion: number): Promise<void> {
  const snapshot: Snapshot = { format: FORMAT, resourceVersion, objects: [...objects] };
  await writeFileAtomically(join(dataDir, SNAPSHOT_FILE), JSON.stringify(snapshot));
}

function parseSnapshot(path: string, data: Buffer | undefined): Snapshot {
  if (!data) return { format: FORMAT, resourceVersion: 0, objects: [] };
  // The snapshot is only ever replaced whole (rename), so a bad one is damage, not a crash: refuse to guess.
  let parsed: Partial<Snapshot>;
  try {
    parsed = JSON.parse(data.toString('utf8')) as Partial<Snapshot>;
  } catch (err) {
    throw new Error(`${path} is not valid JSON (${(err as Error).message}); restore it from a backup`);
  }
  if (parsed.format !== FORMAT || !Array.isArray(parsed.objects) || typeof parsed.resourceVersion !== 'number') {
    throw new Error(`${path} is not a ${FORMAT} file`);
  }
  return parsed as Snapshot;
}

function keyOf(kind: string, id: string): string {
  return `${kind}/${id}`;
}
