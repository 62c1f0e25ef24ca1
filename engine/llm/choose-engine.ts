import { interpretPrompt, type InterpretContext, type Interpretation } from '../interpret.js';
import type { SceneDocument } from '../../model/scene-document.js';
import { redacted } from './chat.js';
import { interpretWithLlm } from './propose.js';
import { llmSettingsFromEnv } from './settings.js';

/*
 * Which engine reads a prompt. The deterministic interpreter always reads it first; with an LLM configured
 * (MONTAGE_LLM_URL), that reading is the model's draft, and the model's corrected document is used when it is
 * valid. The prompt's result then says which engine built the chapter, and why the LLM's reading was not used when
 * it was not. Without an LLM the result is the interpreter's own sentence, unchanged.
 */

export type EngineName = 'deterministic' | 'llm';

export interface EngineReading extends Interpretation {
  engine: EngineName;
}

const sentence = (summary: string) => summary.trim().replace(/([^.!?])$/, '$1.');

export async function interpretWithEngines(previous: SceneDocument | undefined, prompt: string, ctx: InterpretContext, env: NodeJS.ProcessEnv = process.env): Promise<EngineReading> {
  const draft = interpretPrompt(previous, prompt, ctx);
  let settings;
  try {
    settings = llmSettingsFromEnv(env);
  } catch (err) {
    const reason = redacted((err as Error).message, { apiKey: env.MONTAGE_LLM_API_KEY });
    return { ...draft, summary: `${sentence(draft.summary)} Built by the deterministic interpreter: the LLM engine is misconfigured (${reason}).`, engine: 'deterministic' };
  }
  if (!settings) return { ...draft, engine: 'deterministic' };
  const outcome = await interpretWithLlm(settings, previous, prompt, ctx, draft);
  if (outcome.interpretation) {
    return { ...outcome.interpretation, summary: `${sentence(outcome.interpretation.summary)} Built by the LLM engine (${settings.model}).`, engine: 'llm' };
  }
  return { ...draft, summary: `${sentence(draft.summary)} Built by the deterministic interpreter: the LLM engine's reading was not used (${outcome.reason}).`, engine: 'deterministic' };
}
