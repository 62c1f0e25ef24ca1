import { describe, expect, it } from '@jest/globals';
import { speechSpans, wavLoudness } from './loudness.js';
import type { Wav } from './wav.js';

/** A 16-bit mono WAV of `parts`: [seconds, amplitude (0..1) of a 997 Hz sine]. */
function wav(parts: [number, number][], sampleRate = 48000): Wav {
  const samples: number[] = [];
  for (const [seconds, amplitude] of parts) {
    for (let i = 0; i < Math.round(seconds * sampleRate); i++) samples.push(Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * 997 * samples.length) / sampleRate)));
  }
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(s, i * 2));
  return { sampleRate, channels: 1, bitsPerSample: 16, data, seconds: samples.length / sampleRate };
}

describe('loudness', () => {
  it('measures a 997 Hz sine as BS.1770 defines it (full scale, one channel: -3.01 LUFS), as played in stereo', () => {
    // Mono at amplitude 0.1: -3.01 - 20 dB; upmixed to two channels at -3 dB each, the same loudness, the peak 3 dB lower.
    const { integrated, peak } = wavLoudness(wav([[3, 0.1]]));
    expect(integrated).toBeCloseTo(-23, 0);
    expect(peak).toBeCloseTo(-23, 0);
  });

  it('gates silence out and reads 22.05 kHz speech rates too', () => {
    const loud = wavLoudness(wav([[2, 0.1]], 22050)).integrated;
    const gapped = wavLoudness(wav([[1, 0.1], [2, 0], [1, 0.1]], 22050)).integrated;
    // The blocks that straddle the pause hold part of the tone: BS.1770 keeps them (relative gate), a little quieter.
    expect(Math.abs(loud - gapped)).toBeLessThan(1);
    expect(wavLoudness(wav([[1, 0]])).integrated).toBe(-70);
  });

  it('finds when it speaks, bridging short pauses', () => {
    const spans = speechSpans(wav([[0.5, 0], [1, 0.3], [0.3, 0], [1, 0.3], [2, 0], [0.5, 0.3]], 22050));
    expect(spans).toHaveLength(2);
    expect(spans[0]![0]).toBeCloseTo(0.5, 1);
    expect(spans[0]![1]).toBeCloseTo(2.8, 1);
    expect(spans[1]![0]).toBeCloseTo(4.8, 1);
  });
});
