import type { Reading } from '../read/reading.js';
import type { BuiltScene } from './build-scene.js';

/*
 * Pictures handed over together after the scenes were described ("… the title should say Autumn Mini Sessions. Then a
 * second scene with the prices …. Use my photos <a> and <b>."): as many pictures as described scenes, none of which
 * shows a picture of its own, go behind those scenes, one each in order, rather than into slides of their own after
 * the last. Only pictures said in a sentence that hands them over ("use my photos", "here are the pictures"), after
 * everything else their scene says.
 */
const HANDED_OVER = /\b(?:use|using|with|here\s+are|attached(?:\s+are)?|add|include)\s+(?:my|our|these|the|those|both|two|three|four)\s+(?:(?:own|new|\w+)\s+)?(?:photos|pictures|pics|images|shots|photographs)\b[^.!?\n⟪]{0,30}$/i;

export function picturesOntoScenes(reading: Reading, built: BuiltScene[]): BuiltScene[] {
  const described = built.filter((b) => b.pieces.length > 0);
  const last = described.at(-1);
  if (!last || described.length < 2) return built;
  const pictures = last.pieces.filter((p) => p.kind === 'media' && p.layers.every((l) => l.type === 'media' && l.placement === 'full' && l.kind === 'image'));
  if (pictures.length !== described.length || last.pieces.some((p) => p.kind === 'media' && !pictures.includes(p))) return built;
  if (described.slice(0, -1).some((b) => b.pieces.some((p) => p.kind === 'media' || p.kind === 'layout'))) return built;
  const first = Math.min(...pictures.map((p) => p.start));
  if (last.pieces.some((p) => !pictures.includes(p) && p.start > first)) return built;
  const sentence = reading.text.slice(Math.max(last.segment.start, reading.text.lastIndexOf('.', first) + 1), first);
  if (!HANDED_OVER.test(sentence)) return built;
  const ordered = [...pictures].sort((a, b) => a.start - b.start);
  last.pieces = last.pieces.filter((p) => !pictures.includes(p));
  described.forEach((b, i) => b.pieces.unshift(ordered[i]!));
  return built;
}
