import type { FrameSize } from '../format.js';
import type { Fill } from '../scene/document.js';
import type { GraphBuilder } from './graph.js';
import { ffColour } from './themes.js';

/*
 * A scene's background as the first step of its stream: `frames` frames at `fps`, timestamps from 0. A solid
 * colour is FFmpeg's `color` source. A gradient is drawn in Node as a small PPM image (FFmpeg 4.1 has no
 * `gradients` source, and `geq` costs a per-pixel expression on every frame), scaled up once with bilinear
 * interpolation, which makes it smooth, and repeated by `loop`.
 */

/** A binary PPM (P6) of `w`×`h` pixels whose colour goes from `from` to `to` in `direction`. */
export function gradientPpm(fill: Extract<Fill, { type: 'gradient' }>, w: number, h: number): Buffer {
  const rgb = (hex: string) => [0, 1, 2].map((i) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16));
  const a = rgb(fill.from);
  const b = rgb(fill.to);
  const header = Buffer.from(`P6\n${w} ${h}\n255\n`, 'ascii');
  const pixels = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const fx = w > 1 ? x / (w - 1) : 0;
      const fy = h > 1 ? y / (h - 1) : 0;
      const t = fill.direction === 'vertical' ? fy : fill.direction === 'horizontal' ? fx : (fx + fy) / 2;
      for (let c = 0; c < 3; c++) pixels[(y * w + x) * 3 + c] = Math.round(a[c]! + (b[c]! - a[c]!) * t);
    }
  }
  return Buffer.concat([header, pixels]);
}

/** The filter-graph statement producing the background stream at `output`. */
export async function backgroundStatement(b: GraphBuilder, fill: Fill, frame: FrameSize, fps: number, frames: number, output: string): Promise<string> {
  const size = `${frame.width}x${frame.height}`;
  if (fill.type === 'solid') {
    return `color=c=${ffColour(fill.colour)}:s=${size}:r=${fps},trim=end_frame=${frames},setsar=1,format=yuv420p${output}`;
  }
  // 1/20 of the frame: enough samples for a straight gradient, and bilinear scaling interpolates between them.
  const w = Math.max(2, Math.round(frame.width / 20));
  const h = Math.max(2, Math.round(frame.height / 20));
  const k = b.addInput(['-i', await b.file('ppm', gradientPpm(fill, w, h))]);
  return (
    `[${k}:v]scale=${frame.width}:${frame.height}:flags=bilinear,setsar=1,format=yuv420p,` +
    `loop=loop=${frames - 1}:size=1:start=0,settb=1/${fps},setpts=N,trim=end_frame=${frames}${output}`
  );
}
