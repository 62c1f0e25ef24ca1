import type { FrameSize } from '../../model/format.js';

/*
 * Requests and limits of a chunk Pod, sized from its piece (pixels × seconds) rather than one size for every render
 * Job. The model (docs/chunked-rendering.md), from what a piece's FFmpeg holds and makes:
 * - CPU: libx264 and the filter graph keep about half a core busy per megapixel of frame (720p ≈ 0.5, 1080p ≈ 1);
 *   the limit is twice that, so a piece may burst on an idle node without starving its neighbours.
 * - Memory: the engine and FFmpeg themselves (~300 MiB) plus about 60 frames of RGBA in flight (x264's lookahead,
 *   the graph's buffers); the limit is 1.5× that.
 * - Scratch (ephemeral storage): the piece's output at up to ~2 MB a second, plus 256 MiB for its media.
 * An Indexed Job has one Pod template, so its Pods are sized for its largest piece.
 */
export function chunkResources(frame: FrameSize, seconds: number): { requests: Record<string, string>; limits: Record<string, string> } {
  const megapixels = (frame.width * frame.height) / 1e6;
  const cpuMillis = Math.min(4000, Math.max(250, Math.round(megapixels * 500)));
  const memoryMiB = Math.ceil(300 + (frame.width * frame.height * 4 * 60) / 2 ** 20);
  const scratchMiB = Math.ceil(256 + seconds * 2);
  return {
    requests: { cpu: `${cpuMillis}m`, memory: `${memoryMiB}Mi`, 'ephemeral-storage': `${scratchMiB}Mi` },
    limits: { cpu: `${cpuMillis * 2}m`, memory: `${Math.ceil(memoryMiB * 1.5)}Mi`, 'ephemeral-storage': `${scratchMiB * 2}Mi` },
  };
}
