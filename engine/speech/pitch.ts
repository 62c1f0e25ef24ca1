import type { Wav } from '../render/sound/wav.js';

/*
 * The median pitch (fundamental frequency) of speech, by autocorrelation: enough to tell a deep voice from a high
 * one and to check that a voice choice reached the sound. Frames of 40 ms, every 10 ms; a frame counts as voiced
 * when it is loud enough and its best normalised autocorrelation between 60 and 500 Hz is above 0.6.
 */

/** The samples as mono, averaged down to about 16 kHz (speech's pitch is far below; 9× less work at 48 kHz). */
function mono(wav: Wav): { x: Float32Array; rate: number } {
  const frames = wav.data.length / (2 * wav.channels);
  const step = Math.max(1, Math.floor(wav.sampleRate / 16_000));
  const out = new Float32Array(Math.floor(frames / step));
  for (let j = 0; j < out.length; j++) {
    let sum = 0;
    for (let i = j * step; i < (j + 1) * step; i++) for (let c = 0; c < wav.channels; c++) sum += wav.data.readInt16LE((i * wav.channels + c) * 2);
    out[j] = sum / (step * wav.channels) / 32768;
  }
  return { x: out, rate: wav.sampleRate / step };
}

function frameRms(x: Float32Array, from: number, n: number): number {
  let e = 0;
  for (let i = from; i < from + n; i++) e += x[i]! * x[i]!;
  return Math.sqrt(e / n);
}

/** The pitch of one frame in Hz, or undefined when it is unvoiced. */
function framePitch(x: Float32Array, from: number, n: number, rate: number): number | undefined {
  const minLag = Math.floor(rate / 500);
  const maxLag = Math.ceil(rate / 60);
  if (from + n + maxLag > x.length) return undefined;
  let best = 0;
  let bestLag = 0;
  const corr = (lag: number) => {
    let xy = 0;
    let xx = 0;
    let yy = 0;
    for (let i = from; i < from + n; i++) {
      const a = x[i]!;
      const b = x[i + lag]!;
      xy += a * b;
      xx += a * a;
      yy += b * b;
    }
    return xx && yy ? xy / Math.sqrt(xx * yy) : 0;
  };
  const values = new Float32Array(maxLag + 2);
  for (let lag = minLag; lag <= maxLag + 1; lag++) values[lag] = corr(lag);
  for (let lag = minLag + 1; lag <= maxLag; lag++) {
    // The first strong peak, not the highest: the highest may be a multiple of the period (an octave low).
    if (values[lag]! > values[lag - 1]! && values[lag]! >= values[lag + 1]! && values[lag]! > 0.6) {
      if (values[lag]! > best * 1.1) {
        best = values[lag]!;
        bestLag = lag;
      }
      if (best > 0.85) break;
    }
  }
  return bestLag ? rate / bestLag : undefined;
}

/** The median pitch of the voiced frames of `wav` in Hz, and how many frames were voiced. */
export function medianPitch(wav: Wav): { hz: number; voicedFrames: number } {
  const { x, rate } = mono(wav);
  const n = Math.round(rate * 0.04);
  const hop = Math.round(rate * 0.01);
  const pitches: number[] = [];
  for (let from = 0; from + n < x.length; from += hop) {
    if (frameRms(x, from, n) < 0.02) continue;
    const hz = framePitch(x, from, n, rate);
    if (hz !== undefined) pitches.push(hz);
  }
  pitches.sort((a, b) => a - b);
  return { hz: pitches.length ? pitches[Math.floor(pitches.length / 2)]! : 0, voicedFrames: pitches.length };
}
