import { readBrief, type Brief, type BriefReading } from './brief-reading.js';
import { checkFrames, type FrameCheck } from './frame-check.js';
import type { AssetKind } from './stock-media.js';

/**
 * A blind brief read by the deterministic interpreter and its frames checked against the brief's `shows` and
 * `hides` (for the instruction test and the blind batches' scorer). `stock` holds a stand-in file per asset kind
 * (stockMedia).
 */
export async function checkBrief(brief: Brief, stock: Record<AssetKind, string>): Promise<{ reading: BriefReading; check: FrameCheck }> {
  const reading = readBrief(brief);
  const media = new Map([...reading.assets].map(([id, kind]) => [id, stock[kind]]));
  const check = await checkFrames(reading.document, brief.expect, { media, ...(reading.format ? { aspect: reading.format.aspect } : {}) });
  return { reading, check };
}
