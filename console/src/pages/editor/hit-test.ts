/*
 * Which layer a click on the preview meant: the topmost layer on screen at that instant whose place holds the point.
 * Places are the named anchors' usual boxes (fractions of the frame, as engine/render/placement.ts lays them out,
 * roughly) or a layer's own box; full-frame pictures and shapes come last, so a text over a photo is picked first.
 */
type Box = { x: number; y: number; w: number; h: number };

const ANCHORS: Record<string, Box> = {
  center: { x: 0.1, y: 0.3, w: 0.8, h: 0.4 },
  top: { x: 0.05, y: 0.03, w: 0.9, h: 0.25 },
  bottom: { x: 0.05, y: 0.72, w: 0.9, h: 0.25 },
  left: { x: 0.03, y: 0.1, w: 0.45, h: 0.8 },
  right: { x: 0.52, y: 0.1, w: 0.45, h: 0.8 },
  'top-left': { x: 0.03, y: 0.03, w: 0.4, h: 0.3 },
  'top-right': { x: 0.57, y: 0.03, w: 0.4, h: 0.3 },
  'bottom-left': { x: 0.03, y: 0.67, w: 0.4, h: 0.3 },
  'bottom-right': { x: 0.57, y: 0.67, w: 0.4, h: 0.3 },
  'upper-third': { x: 0.05, y: 0.1, w: 0.9, h: 0.3 },
  'lower-third': { x: 0.03, y: 0.62, w: 0.6, h: 0.3 },
  'left-half': { x: 0, y: 0, w: 0.5, h: 1 },
  'right-half': { x: 0.5, y: 0, w: 0.5, h: 1 },
  'top-half': { x: 0, y: 0, w: 1, h: 0.5 },
  'bottom-half': { x: 0, y: 0.5, w: 1, h: 0.5 },
  full: { x: 0, y: 0, w: 1, h: 1 },
};

const USUAL: Record<string, string> = { heading: 'center', subtitle: 'center', body: 'center', quote: 'center', attribution: 'center', name: 'lower-third', role: 'lower-third', caption: 'bottom', media: 'full', logo: 'top-right', button: 'bottom' };

/** Top-to-bottom order of text-like layers sharing a place (as the renderer stacks them: compose-scene.ts). */
const RANK: Record<string, number> = { heading: 0, subtitle: 1, name: 1, role: 2, body: 3, quote: 3, list: 3, chart: 3, counter: 3, attribution: 4, caption: 5 };
const kind = (l: Record<string, any>) => (l.type === 'text' ? l.role : l.type);
const stacks = (l: Record<string, any>) => ['text', 'list', 'chart', 'counter'].includes(l.type);

function placeOf(layer: Record<string, any>): string | Box {
  const p = layer.placement;
  if (p && typeof p === 'object') return p as Box;
  return String(p ?? USUAL[kind(layer)] ?? 'center');
}

export function layerAtPoint(layers: Record<string, any>[], x: number, y: number, sceneTime: number): number | undefined {
  const onScreen = layers.map((l, i) => ({ l, i })).filter(({ l }) => (l.start ?? 0) <= sceneTime && (l.end === undefined || sceneTime < l.end));
  // Text-like layers in one named place share its height, in reading order.
  const boxes = new Map<number, Box>();
  const groups = new Map<string, { l: Record<string, any>; i: number }[]>();
  for (const item of onScreen) {
    const place = placeOf(item.l);
    if (typeof place === 'object') boxes.set(item.i, place);
    else if (stacks(item.l)) groups.set(place, [...(groups.get(place) ?? []), item]);
    else boxes.set(item.i, ANCHORS[place] ?? ANCHORS.center!);
  }
  for (const [place, members] of groups) {
    const whole = ANCHORS[place] ?? ANCHORS.center!;
    const ordered = [...members].sort((a, b) => (RANK[kind(a.l)] ?? 3) - (RANK[kind(b.l)] ?? 3));
    ordered.forEach(({ i }, n) => boxes.set(i, { ...whole, y: whole.y + (whole.h * n) / ordered.length, h: whole.h / ordered.length }));
  }
  const inside = onScreen.filter(({ i }) => {
    const b = boxes.get(i)!;
    return x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h;
  });
  const area = (i: number) => boxes.get(i)!.w * boxes.get(i)!.h;
  // The smallest box that holds the point, the later layer on a tie: what is drawn on top there.
  return inside.sort((a, b) => area(a.i) - area(b.i) || b.i - a.i)[0]?.i;
}
