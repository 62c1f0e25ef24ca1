import type { Wav } from './wav.js';

/*
 * Loudness (ITU-R BS.1770 / EBU R128 integrated loudness, in LUFS) of the narration, measured in Node from its
 * PCM, and the moments it speaks. The render uses them to set fixed gains (so every chapter's mix sits at the same
 * loudness) and to duck the soundtrack while the narration speaks, instead of a loudnorm pass over the final mix
 * in the graph (which costs ~0.4 s of CPU per 10 s of audio on this machine's class of CPU).
 */

/** A biquad's coefficients (a0 normalised to 1). */
interface Biquad {
  b: [number, number, number];
  a: [number, number];
}

/** The K-weighting filter for `rate`: a high shelf then a high pass (libebur128's derivation for any rate). */
function kWeighting(rate: number): [Biquad, Biquad] {
  let f0 = 1681.974450955533;
  const G = 3.999843853973347;
  let Q = 0.7071752369554196;
  let K = Math.tan((Math.PI * f0) / rate);
  const Vh = 10 ** (G / 20);
  const Vb = Vh ** 0.4996667741545416;
  let a0 = 1 + K / Q + K * K;
  const shelf: Biquad = {
    b: [(Vh + (Vb * K) / Q + K * K) / a0, (2 * (K * K - Vh)) / a0, (Vh - (Vb * K) / Q + K * K) / a0],
    a: [(2 * (K * K - 1)) / a0, (1 - K / Q + K * K) / a0],
  };
  f0 = 38.13547087602444;
  Q = 0.5003270373238773;
  K = Math.tan((Math.PI * f0) / rate);
  a0 = 1 + K / Q + K * K;
  const highPass: Biquad = { b: [1, -2, 1], a: [(2 * (K * K - 1)) / a0, (1 - K / Q + K * K) / a0] };
  return [shelf, highPass];
}

function filter(x: Float64Array, f: Biquad): Float64Array {
  const y = new Float64Array(x.length);
  let x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  for (let i = 0; i < x.length; i++) {
    const v = f.b[0] * x[i]! + f.b[1] * x1 + f.b[2] * x2 - f.a[0] * y1 - f.a[1] * y2;
    x2 = x1;
    x1 = x[i]!;
    y2 = y1;
    y1 = v;
    y[i] = v;
  }
  return y;
}

function channels(wav: Wav): Float64Array[] {
  const frames = wav.data.length / (2 * wav.channels);
  const out = Array.from({ length: wav.channels }, () => new Float64Array(frames));
  for (let i = 0; i < frames; i++) {
    for (let c = 0; c < wav.channels; c++) out[c]![i] = wav.data.readInt16LE((i * wav.channels + c) * 2) / 32768;
  }
  return out;
}

export interface Loudness {
  /** Integrated loudness, LUFS (-70 for silence). */
  integrated: number;
  /** Sample peak, dBFS. */
  peak: number;
}

/**
 * The integrated loudness of a 16-bit WAV as the chapter plays it, in stereo. FFmpeg upmixes mono to both channels
 * at -3 dB each (its centre mix level), which keeps the loudness of the mono measure and lowers the peak by 3 dB.
 */
export function wavLoudness(wav: Wav): Loudness {
  const [shelf, highPass] = kWeighting(wav.sampleRate);
  const chans = channels(wav);
  let peak = 0;
  for (const c of chans) for (const v of c) peak = Math.max(peak, Math.abs(v));
  const weighted = chans.map((c) => filter(filter(c, shelf), highPass));
  const block = Math.round(0.4 * wav.sampleRate);
  const hop = Math.round(0.1 * wav.sampleRate);
  const powers: number[] = [];
  for (let at = 0; at + block <= (weighted[0]?.length ?? 0); at += hop) {
    let sum = 0;
    for (const c of weighted) {
      let s = 0;
      for (let i = at; i < at + block; i++) s += c[i]! * c[i]!;
      sum += s / block;
    }
    powers.push(sum);
  }
  const lufs = (p: number) => -0.691 + 10 * Math.log10(p);
  const gated = (ps: number[]) => ps.reduce((a, b) => a + b, 0) / ps.length;
  const absolute = powers.filter((p) => lufs(p) > -70);
  const upmix = wav.channels === 1 ? -10 * Math.log10(2) : 0;
  const peakDb = peak > 0 ? 20 * Math.log10(peak) + upmix : -120;
  if (!absolute.length) return { integrated: -70, peak: peakDb };
  const threshold = lufs(gated(absolute)) - 10;
  const relative = absolute.filter((p) => lufs(p) > threshold);
  return { integrated: lufs(gated(relative)), peak: peakDb };
}

/**
 * When the WAV speaks: windows of 50 ms louder than -40 dBFS (RMS), joined across pauses shorter than `bridge`
 * seconds. For ducking the soundtrack under the narration.
 */
export function speechSpans(wav: Wav, bridge = 0.8): [number, number][] {
  const chans = channels(wav);
  const win = Math.max(1, Math.round(0.05 * wav.sampleRate));
  const threshold = 10 ** (-40 / 10);
  const spans: [number, number][] = [];
  const frames = chans[0]?.length ?? 0;
  for (let at = 0; at < frames; at += win) {
    let s = 0;
    const end = Math.min(frames, at + win);
    for (const c of chans) for (let i = at; i < end; i++) s += c[i]! * c[i]!;
    if (s / ((end - at) * chans.length) < threshold) continue;
    const from = at / wav.sampleRate;
    const to = end / wav.sampleRate;
    const last = spans.at(-1);
    if (last && from - last[1] <= bridge) last[1] = to;
    else spans.push([from, to]);
  }
  return spans;
}
