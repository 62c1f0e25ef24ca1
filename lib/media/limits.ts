import type { MediaConfig } from '../config.js';
import type { DeclaredSize } from './image-header.js';
import type { MediaInfo } from './probe.js';

/*
 * What a probed asset may be (docs/security.md, "Limits"). Checked when the asset is probed,
 * before any render uses it: an asset beyond a limit ends in state `error` with the reason, so no prompt ever
 * hands FFmpeg a 100,000-pixel-wide picture, a 10,000 fps video, 64 audio channels or a week of audio.
 */

export interface MediaLimits {
  maxDimension: number;
  maxMegapixels: number;
  maxFps: number;
  maxDurationSeconds: number;
  maxStreams: number;
  maxChannels: number;
  /** One ffprobe or rasteriser run. */
  timeoutMs: number;
  memoryBytes: number;
  svgMaxSide: number;
  svgMaxBytes: number;
}

export function mediaLimits(config: MediaConfig): MediaLimits {
  return {
    maxDimension: config.MONTAGE_MEDIA_MAX_DIMENSION,
    maxMegapixels: config.MONTAGE_MEDIA_MAX_MEGAPIXELS,
    maxFps: config.MONTAGE_MEDIA_MAX_FPS,
    maxDurationSeconds: config.MONTAGE_MEDIA_MAX_DURATION_SECONDS,
    maxStreams: config.MONTAGE_MEDIA_MAX_STREAMS,
    maxChannels: config.MONTAGE_MEDIA_MAX_CHANNELS,
    timeoutMs: config.MONTAGE_MEDIA_PROBE_TIMEOUT_SECONDS * 1000,
    memoryBytes: config.MONTAGE_MEDIA_PROBE_MEMORY_MB * 1024 * 1024,
    svgMaxSide: config.MONTAGE_MEDIA_SVG_MAX_SIDE,
    svgMaxBytes: config.MONTAGE_MEDIA_SVG_MAX_KB * 1024,
  };
}

const fmt = (n: number) => (Number.isInteger(n) ? n.toLocaleString('en-US') : n.toLocaleString('en-US', { maximumFractionDigits: 2 }));

/** Why a picture of this size is refused, or undefined. */
export function pictureTooLarge(size: DeclaredSize, limits: MediaLimits): string | undefined {
  const { width, height } = size;
  if (width > limits.maxDimension || height > limits.maxDimension) {
    return `The picture is ${fmt(width)}×${fmt(height)} pixels; at most ${fmt(limits.maxDimension)}×${fmt(limits.maxDimension)} is accepted.`;
  }
  const megapixels = (width * height) / 1e6;
  if (megapixels > limits.maxMegapixels) {
    return `The picture is ${fmt(width)}×${fmt(height)} pixels (${fmt(megapixels)} megapixels); at most ${fmt(limits.maxMegapixels)} megapixels are accepted.`;
  }
  return undefined;
}

/** `"30000/1001"` as a number; undefined for `0/0` and the like. */
export function rate(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const [num, den = '1'] = text.split('/');
  const value = Number(num) / Number(den);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Why a probed file is refused, or undefined when it is within every limit. `still`: an image (no time). */
export function beyondLimits(info: MediaInfo, limits: MediaLimits, still: boolean): string | undefined {
  const streams = info.raw.streams;
  const count = Math.max(streams.length, info.raw.format.nb_streams ?? 0);
  if (count > limits.maxStreams) return `The file has ${count} streams; at most ${limits.maxStreams} are accepted.`;
  for (const s of streams) {
    if (s.codec_type === 'video' && s.width && s.height) {
      const tooLarge = pictureTooLarge({ width: s.width, height: s.height }, limits);
      if (tooLarge) return tooLarge;
    }
    if (s.codec_type === 'audio' && (s.channels ?? 0) > limits.maxChannels) {
      return `The audio has ${s.channels} channels; at most ${limits.maxChannels} are accepted.`;
    }
    // The average rate: r_frame_rate is a timestamp granularity (1000/1 for many variable-rate WebM files).
    const fps = rate(s.avg_frame_rate) ?? rate(s.r_frame_rate);
    if (!still && s.codec_type === 'video' && fps !== undefined && fps > limits.maxFps + 0.01) {
      return `The video has ${fmt(fps)} frames a second; at most ${fmt(limits.maxFps)} are accepted.`;
    }
  }
  if (!still && info.duration !== null && info.duration > limits.maxDurationSeconds) {
    return `The file lasts ${fmt(Math.round(info.duration))} s; at most ${fmt(limits.maxDurationSeconds)} s are accepted.`;
  }
  return undefined;
}
