/*
 * The picture of a line chart's line (chart.ts reveals it left to right): FFmpeg has no line primitive, so the line,
 * its points and a light fill under it are drawn here into an RGBA image (PAM, no dependencies), anti-aliased.
 */

/**
 * An RGBA image (PAM, P7) of the line through `points`, with discs at the points and a light fill below, `width`
 * wide, after `leftPad` transparent columns (the room the reveal's crop window starts in).
 */
export function lineImage(width: number, height: number, points: { x: number; y: number }[], floorY: number, rgb: [number, number, number], thickness: number, radius: number, leftPad = 0): Buffer {
  const alpha = new Float32Array(width * height);
  const fill = new Float32Array(width * height);
  const stamp = (x: number, y: number, a: number) => {
    const i = y * width + x;
    if (a > alpha[i]!) alpha[i] = a;
  };
  // The fill under the line, down to the floor: the colour fading from 30 % under the line to nothing at the floor
  // (a flat tint mixes with the background into a muddy tone), with an anti-aliased top edge.
  for (let s = 0; s + 1 < points.length; s++) {
    const a = points[s]!;
    const b = points[s + 1]!;
    for (let x = Math.max(0, Math.floor(a.x)); x <= Math.min(width - 1, Math.ceil(b.x)); x++) {
      const f = b.x === a.x ? 0 : Math.min(1, Math.max(0, (x + 0.5 - a.x) / (b.x - a.x)));
      const yLine = a.y + (b.y - a.y) * f;
      const from = Math.min(yLine, floorY);
      const to = Math.max(yLine, floorY);
      for (let y = Math.max(0, Math.floor(from)); y <= Math.min(height - 1, Math.ceil(to)); y++) {
        const cover = Math.min(1, Math.max(0, Math.min(y + 1, to) - Math.max(y, from)));
        const depth = to - from < 1 ? 0 : Math.min(1, Math.max(0, (y + 0.5 - from) / (to - from)));
        const a = cover * 0.3 * (1 - depth) ** 1.5;
        const i = y * width + x;
        if (a > fill[i]!) fill[i] = a;
      }
    }
  }
  // Segments: coverage from the distance to the segment, half a pixel of smoothing on each side.
  const half = thickness / 2;
  for (let s = 0; s + 1 < points.length; s++) {
    const a = points[s]!;
    const b = points[s + 1]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy || 1;
    const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - half - 1));
    const x1 = Math.min(width - 1, Math.ceil(Math.max(a.x, b.x) + half + 1));
    const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - half - 1));
    const y1 = Math.min(height - 1, Math.ceil(Math.max(a.y, b.y) + half + 1));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        const u = Math.max(0, Math.min(1, ((px - a.x) * dx + (py - a.y) * dy) / len2));
        const d = Math.hypot(px - (a.x + u * dx), py - (a.y + u * dy));
        stamp(x, y, Math.max(0, Math.min(1, half + 0.5 - d)));
      }
    }
  }
  for (const p of points) {
    for (let y = Math.max(0, Math.floor(p.y - radius - 1)); y <= Math.min(height - 1, Math.ceil(p.y + radius + 1)); y++) {
      for (let x = Math.max(0, Math.floor(p.x - radius - 1)); x <= Math.min(width - 1, Math.ceil(p.x + radius + 1)); x++) {
        stamp(x, y, Math.max(0, Math.min(1, radius + 0.5 - Math.hypot(x + 0.5 - p.x, y + 0.5 - p.y))));
      }
    }
  }
  const full = width + leftPad;
  const header = Buffer.from(`P7\nWIDTH ${full}\nHEIGHT ${height}\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n`, 'ascii');
  const body = Buffer.alloc(full * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const a = Math.max(alpha[i]!, fill[i]!);
      if (a <= 0) continue;
      const o = (y * full + leftPad + x) * 4;
      body[o] = rgb[0];
      body[o + 1] = rgb[1];
      body[o + 2] = rgb[2];
      body[o + 3] = Math.round(a * 255);
    }
  }
  return Buffer.concat([header, body]);
}
