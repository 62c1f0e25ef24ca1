import { describe, expect, it } from '@jest/globals';
import { encodeWav, parseWav, pcmPrefix, silence, soundEnd } from './wav.js';

const format = { sampleRate: 22050, channels: 1, bitsPerSample: 16 };

/** `seconds` of a tone followed by `quiet` seconds of silence. */
function tone(seconds: number, quiet: number): Buffer {
  const samples = Buffer.alloc(Math.round((seconds + quiet) * format.sampleRate) * 2);
  for (let i = 0; i < Math.round(seconds * format.sampleRate); i++) samples.writeInt16LE(Math.round(Math.sin(i / 5) * 12000), i * 2);
  return samples;
}

describe('WAV', () => {
  it('encodes and parses 16-bit PCM, with its length', () => {
    const wav = parseWav(encodeWav(format, tone(0.5, 0.5)));
    expect(wav).toMatchObject(format);
    expect(wav.seconds).toBeCloseTo(1, 4);
  });

  it('reads a data chunk whose size was never filled in (a WAV written to a pipe), and skips other chunks', () => {
    const file = encodeWav(format, tone(0.25, 0));
    file.writeUInt32LE(0xffffffff, 40);
    expect(parseWav(file).seconds).toBeCloseTo(0.25, 4);
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc'), Buffer.from([0])]);
    const withList = Buffer.concat([file.subarray(0, 36), list, file.subarray(36)]);
    withList.writeUInt32LE(0, 36 + list.length + 4);
    expect(parseWav(withList).seconds).toBeCloseTo(0.25, 4);
  });

  it('rejects what it cannot read', () => {
    expect(() => parseWav(Buffer.from('not a wav at all'))).toThrow(/not a WAV/);
    const float = encodeWav(format, tone(0.1, 0));
    float.writeUInt16LE(32, 34);
    expect(() => parseWav(float)).toThrow(/unsupported/);
  });

  it('finds where the sound ends and cuts the silence after it', () => {
    const wav = parseWav(encodeWav(format, tone(0.4, 0.35)));
    expect(soundEnd(wav)).toBeCloseTo(0.4, 2);
    expect(pcmPrefix(wav, 0.45).length).toBe(Math.round(0.45 * 22050) * 2);
    expect(soundEnd(parseWav(encodeWav(format, silence(format, 1))))).toBe(0);
  });
});
