import { describe, expect, it } from '@jest/globals';
import { decodeJournal, encodeRecord, JournalCorruptError, type JournalRecord } from './journal-format.js';

const del = (n: number): JournalRecord => ({ op: 'delete', kind: 'project', id: `prj_${'a'.repeat(20)}${n}`, resourceVersion: String(n) });

describe('journal format', () => {
  it('decodes what it encodes, including text with newlines and non-ASCII', () => {
    const put: JournalRecord = {
      op: 'put',
      object: {
        kind: 'prompt',
        metadata: { name: 'x', resourceVersion: '7', generation: 1, creationTimestamp: 't', labels: {}, uid: 'u' },
        spec: { id: 'int_x', content: 'line one\nline two — ünïcødé 🎬' } as never,
        status: {},
      },
    };
    const data = Buffer.concat([encodeRecord(del(1)), encodeRecord(put)]);
    const decoded = decodeJournal(data);
    expect(decoded.records).toEqual([del(1), put]);
    expect(decoded.validBytes).toBe(data.length);
    expect(decoded.discardedBytes).toBe(0);
  });

  it('ignores a torn last record (no newline, or a bad checksum)', () => {
    const good = Buffer.concat([encodeRecord(del(1)), encodeRecord(del(2))]);
    const torn = encodeRecord(del(3)).subarray(0, 20);
    expect(decodeJournal(Buffer.concat([good, torn]))).toEqual({ records: [del(1), del(2)], validBytes: good.length, discardedBytes: 20 });

    const flipped = Buffer.from(encodeRecord(del(3)));
    flipped[30] = flipped[30]! ^ 0xff;
    expect(decodeJournal(Buffer.concat([good, flipped])).records).toEqual([del(1), del(2)]);
  });

  it('ignores trailing garbage even when it contains newlines', () => {
    const good = encodeRecord(del(1));
    const garbage = Buffer.from('\x00\x00garbage\n{"op":"put"}\nmore\xff');
    const decoded = decodeJournal(Buffer.concat([good, garbage]));
    expect(decoded.records).toEqual([del(1)]);
    expect(decoded.validBytes).toBe(good.length);
  });

  it('refuses damage followed by intact records: that is corruption, not a crash', () => {
    const data = Buffer.concat([encodeRecord(del(1)), Buffer.from('zzzz\n'), encodeRecord(del(2))]);
    expect(() => decodeJournal(data)).toThrow(JournalCorruptError);
  });
});
