import { describe, expect, it } from '@jest/globals';
import { Config, mediaConfigFromEnv } from '../config.js';
import { beyondLimits, mediaLimits, pictureTooLarge, rate } from './limits.js';
import type { MediaInfo, ProbeOutput } from './probe.js';

const limits = mediaLimits(mediaConfigFromEnv({}));

function info(streams: ProbeOutput['streams'], duration: number | null = 10): MediaInfo {
  return { duration, width: null, height: null, hasVideo: true, hasAudio: false, raw: { streams, format: { nb_streams: streams.length } } };
}
const video = (extra: object = {}) => ({ codec_type: 'video', width: 1920, height: 1080, avg_frame_rate: '30000/1001', r_frame_rate: '30000/1001', ...extra });

describe('media limits', () => {
  it('has the documented defaults, also in the service configuration', () => {
    expect(limits).toMatchObject({ maxDimension: 8192, maxMegapixels: 40, maxFps: 120, maxDurationSeconds: 3600, maxStreams: 8, maxChannels: 8, timeoutMs: 30_000, memoryBytes: 512 * 1024 * 1024 });
    expect(Config.parse({}).MONTAGE_MEDIA_MAX_DIMENSION).toBe(8192);
    expect(() => mediaConfigFromEnv({ MONTAGE_MEDIA_MAX_FPS: 'fast' })).toThrow(/MONTAGE_MEDIA_MAX_FPS/);
    expect(mediaLimits(mediaConfigFromEnv({ MONTAGE_MEDIA_MAX_STREAMS: '2' })).maxStreams).toBe(2);
  });

  it('accepts ordinary media', () => {
    expect(beyondLimits(info([video(), { codec_type: 'audio', channels: 2 }]), limits, false)).toBeUndefined();
    // Variable-rate WebM: a 1000/1 timestamp rate, a real average.
    expect(beyondLimits(info([video({ r_frame_rate: '1000/1', avg_frame_rate: '30/1' })]), limits, false)).toBeUndefined();
  });

  it('refuses each limit with the reason', () => {
    expect(beyondLimits(info([video({ width: 9000, height: 100 })]), limits, false)).toBe('The picture is 9,000×100 pixels; at most 8,192×8,192 is accepted.');
    expect(beyondLimits(info([video({ width: 8000, height: 6000 })]), limits, true)).toBe(
      'The picture is 8,000×6,000 pixels (48 megapixels); at most 40 megapixels are accepted.',
    );
    expect(beyondLimits(info([video({ avg_frame_rate: '240/1' })]), limits, false)).toBe('The video has 240 frames a second; at most 120 are accepted.');
    expect(beyondLimits(info([video()], 7200), limits, false)).toBe('The file lasts 7,200 s; at most 3,600 s are accepted.');
    expect(beyondLimits(info(Array.from({ length: 9 }, () => ({ codec_type: 'audio', channels: 1 }))), limits, false)).toBe('The file has 9 streams; at most 8 are accepted.');
    expect(beyondLimits(info([{ codec_type: 'audio', channels: 24 }]), limits, false)).toBe('The audio has 24 channels; at most 8 are accepted.');
  });

  it('does not ask a still image for a frame rate or a duration', () => {
    expect(beyondLimits(info([video({ avg_frame_rate: '0/0', r_frame_rate: '25/1' })], 100_000), limits, true)).toBeUndefined();
  });

  it('reads rates and sizes', () => {
    expect(rate('30000/1001')).toBeCloseTo(29.97, 2);
    expect(rate('0/0')).toBeUndefined();
    expect(pictureTooLarge({ width: 8192, height: 4096 }, limits)).toBeUndefined();
  });
});
