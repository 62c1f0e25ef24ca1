import { interpretPrompt } from '../../engine/interpret.js';
import { DEFAULT_FORMAT, type OutputFormat } from '../../model/format.js';
import type { SceneDocument } from '../../model/scene-document.js';
import { contextFor, withAssetUrls } from './assets.js';
import type { BlindBrief } from './batch.js';
import { checkAll, type CheckResult } from './checks.js';

/*
 * A brief run through the deterministic interpreter, prompt after prompt (later prompts edit the document the
 * earlier ones made), and its expectations checked on the final document. A brief passes when every key passes;
 * a voided brief (an expectation the tool cannot meet, with the reason) is reported but counted out of the rate.
 */

export interface BriefScore {
  id: string;
  status: 'pass' | 'fail' | 'void' | 'error';
  checks: CheckResult[];
  /** The void's reason, or the error's message. */
  reason?: string;
  /** Each prompt's summary, in order. */
  summaries: string[];
  document?: SceneDocument;
}

export interface BatchScore {
  briefs: BriefScore[];
  passed: number;
  /** Briefs counted: all but the voided ones. */
  counted: number;
  /** passed / counted, in percent (one decimal). */
  rate: number;
}

export function scoreBrief(brief: BlindBrief, voidReason?: string): BriefScore {
  const context = contextFor(brief.assets);
  let doc: SceneDocument | undefined;
  let first: SceneDocument | undefined;
  let format: OutputFormat = DEFAULT_FORMAT;
  const summaries: string[] = [];
  try {
    for (const prompt of brief.prompts) {
      const result = interpretPrompt(doc, withAssetUrls(prompt, brief.assets), { ...context, format });
      doc = result.document;
      first ??= doc;
      if (result.format) format = result.format;
      summaries.push(result.summary);
    }
  } catch (error) {
    return { id: brief.id, status: voidReason ? 'void' : 'error', checks: [], reason: voidReason ?? (error instanceof Error ? error.message : String(error)), summaries };
  }
  const checks = checkAll(brief.expect, { doc: doc!, first, format, assets: brief.assets });
  const status = voidReason ? 'void' : checks.every((c) => c.pass) ? 'pass' : 'fail';
  return { id: brief.id, status, checks, ...(voidReason ? { reason: voidReason } : {}), summaries, document: doc };
}

export function scoreBatch(briefs: readonly BlindBrief[], voids: Readonly<Record<string, string>> = {}): BatchScore {
  const scored = briefs.map((b) => scoreBrief(b, voids[b.id]));
  const counted = scored.filter((s) => s.status !== 'void').length;
  const passed = scored.filter((s) => s.status === 'pass').length;
  return { briefs: scored, passed, counted, rate: counted ? Math.round((passed / counted) * 1000) / 10 : 0 };
}
