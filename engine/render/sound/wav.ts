/*
 * Just enough of the WAV (RIFF) format to time espeak-ng's speech and join phrases into one narration track in
 * Node, without another FFmpeg run: 16-bit PCM only, which is what espeak-ng writes.
 */

export interface PcmFormat {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
}

export interface Wav extends PcmFormat {
  /** The PCM samples (interleaved, little-endian). */
  data: Buffer;
  /** Length in seconds. */
  seconds: number;
}

/**
 * Reads a 16-bit PCM WAV. A `data` chunk whose declared size runs past the end of the file (a WAV written to a
 * pipe has 0 or 0xffffffff there) is taken to end at the end of the file.
 */
export function parseWav(buf: Buffer): Wav {
  if (buf.length < 12 || buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let format: PcmFormat | undefined;
  for (let at = 12; at + 8 <= buf.length; ) {
    const id = buf.toString('ascii', at, at + 4);
    const size = buf.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > buf.length) throw new Error('WAV fmt chunk is truncated');
      const audioFormat = buf.readUInt16LE(body);
      const channels = buf.readUInt16LE(body + 2);
      const sampleRate = buf.readUInt32LE(body + 4);
      const bitsPerSample = buf.readUInt16LE(body + 14);
      // 0xfffe is WAVE_FORMAT_EXTENSIBLE; its sub-format is PCM for what espeak-ng and FFmpeg write at 16 bits.
      if ((audioFormat !== 1 && audioFormat !== 0xfffe) || bitsPerSample !== 16) {
        throw new Error(`unsupported WAV encoding (format ${audioFormat}, ${bitsPerSample} bits)`);
      }
      if (channels < 1 || sampleRate < 1) throw new Error('WAV fmt chunk is invalid');
      format = { sampleRate, channels, bitsPerSample };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data chunk before its fmt chunk');
      const end = size === 0 || body + size > buf.length ? buf.length : body + size;
      const frameBytes = format.channels * 2;
      const data = buf.subarray(body, body + Math.floor((end - body) / frameBytes) * frameBytes);
      return { ...format, data, seconds: data.length / frameBytes / format.sampleRate };
    }
    at = body + size + (size % 2);
  }
  throw new Error('WAV file has no data chunk');
}

/** A 16-bit PCM WAV file of `data`. */
export function encodeWav(format: PcmFormat, data: Buffer): Buffer {
  const header = Buffer.alloc(44);
  const blockAlign = format.channels * 2;
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(format.channels, 22);
  header.writeUInt32LE(format.sampleRate, 24);
  header.writeUInt32LE(format.sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/**
 * Seconds from the start to just after the last sample louder than `threshold` (of full scale): where the speech
 * ends, before the silence espeak-ng leaves at the end of every utterance.
 */
export function soundEnd(wav: Wav, threshold = 0.01): number {
  const limit = Math.round(threshold * 32767);
  const frameBytes = wav.channels * 2;
  for (let at = wav.data.length - 2; at >= 0; at -= 2) {
    if (Math.abs(wav.data.readInt16LE(at)) > limit) return Math.floor(at / frameBytes + 1) / wav.sampleRate;
  }
  return 0;
}

/** The first `seconds` of a WAV's samples (whole sample frames). */
export function pcmPrefix(wav: Wav, seconds: number): Buffer {
  const frameBytes = wav.channels * 2;
  const frames = Math.max(0, Math.min(wav.data.length / frameBytes, Math.round(seconds * wav.sampleRate)));
  return wav.data.subarray(0, frames * frameBytes);
}

/** `seconds` of silence in `format` (whole sample frames). */
export function silence(format: PcmFormat, seconds: number): Buffer {
  return Buffer.alloc(Math.max(0, Math.round(seconds * format.sampleRate)) * format.channels * 2);
}

export function sameFormat(a: PcmFormat, b: PcmFormat): boolean {
  return a.sampleRate === b.sampleRate && a.channels === b.channels && a.bitsPerSample === b.bitsPerSample;
}
