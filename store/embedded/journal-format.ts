import { crc32 } from 'node:zlib';
import type { KindName } from '../../model/kinds.js';
import type { StoredObject } from '../store.js';

/*
 * One journal record per line: `<crc32 of the JSON, 8 hex digits> <JSON>\n`. JSON.stringify escapes control
 * characters, so a record never contains a raw newline and a line is always exactly one record.
 *
 * A `put` carries the whole object as written, so replaying a record twice gives the same state (replay after a
 * crash between writing a snapshot and truncating the journal does exactly that, and skips records the snapshot
 * already holds by their resourceVersion).
 */
export type JournalRecord =
  | { op: 'put'; object: StoredObject }
  | { op: 'delete'; kind: KindName; id: string; resourceVersion: string };

export function recordResourceVersion(record: JournalRecord): number {
  return Number(record.op === 'put' ? record.object.metadata.resourceVersion : record.resourceVersion);
}

export function encodeRecord(record: JournalRecord): Buffer {
  const json = Buffer.from(JSON.stringify(record), 'utf8');
  const header = Buffer.from(crc32(json).toString(16).padStart(8, '0') + ' ', 'ascii');
  return Buffer.concat([header, json, Buffer.from('\n')]);
}

export interface DecodedJournal {
  records: JournalRecord[];
  /** Bytes from the start that hold whole, intact records. */
  validBytes: number;
  /** Bytes after them: a torn last write (a crash mid-append), ignored. */
  discardedBytes: number;
}

export class JournalCorruptError extends Error {
  constructor(path: string, offset: number) {
    super(
      `${path}: damaged record at byte ${offset} followed by intact records. A crash can only tear the last write, ` +
        'so this is corruption (disk or manual edit); refusing to start rather than drop acknowledged writes.',
    );
    this.name = 'JournalCorruptError';
  }
}

/**
 * Decodes a journal. Writes are appended one at a time and each is fsynced before the next starts, so a crash can
 * only leave damage at the very end: everything from the first bad record on is discarded, as long as nothing
 * intact follows it. An intact record after a bad one means real corruption, which must not be silently skipped.
 */
export function decodeJournal(data: Buffer, path = 'journal'): DecodedJournal {
  const records: JournalRecord[] = [];
  let firstBad: number | undefined;
  let offset = 0;
  while (offset < data.length) {
    const newline = data.indexOf(0x0a, offset);
    if (newline === -1) {
      firstBad ??= offset; // the last record's newline never reached the disk
      break;
    }
    const record = decodeLine(data.subarray(offset, newline));
    if (record) {
      if (firstBad !== undefined) throw new JournalCorruptError(path, firstBad);
      records.push(record);
    } else {
      firstBad ??= offset;
    }
    offset = newline + 1;
  }
  const validBytes = firstBad ?? data.length;
  return { records, validBytes, discardedBytes: data.length - validBytes };
}

function decodeLine(line: Buffer): JournalRecord | undefined {
  if (line.length < 10 || line[8] !== 0x20) return undefined;
  const expected = line.subarray(0, 8).toString('ascii');
  const json = line.subarray(9);
  if (!/^[0-9a-f]{8}$/.test(expected) || crc32(json).toString(16).padStart(8, '0') !== expected) return undefined;
  try {
    const record = JSON.parse(json.toString('utf8')) as JournalRecord;
    return isRecord(record) ? record : undefined;
  } catch {
    return undefined;
  }
}

function isRecord(value: JournalRecord): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (value.op === 'put') return typeof value.object?.spec?.id === 'string' && /^\d+$/.test(value.object.metadata?.resourceVersion);
  if (value.op === 'delete') return typeof value.id === 'string' && /^\d+$/.test(value.resourceVersion);
  return false;
}
