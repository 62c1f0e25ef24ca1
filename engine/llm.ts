/*
 * The optional LLM engine (docs/llm-engine.md): an OpenAI-compatible chat completions endpoint (MONTAGE_LLM_URL)
 * corrects the deterministic interpreter's reading of a prompt into the scene document, asked for with structured
 * outputs (the document's JSON Schema, generated from model/scene-document.ts). Its answer is only a proposal: it is
 * validated by the same zod schema, may use only the caller's ready assets, is sent back once for correction, and any
 * failure keeps the deterministic reading. engine/llm/ holds its parts; this module is its entry point.
 */
export { llmSettingsFromEnv, type LlmSettings } from './llm/settings.js';
export { interpretWithLlm, type LlmOutcome } from './llm/propose.js';
export { interpretWithEngines, type EngineName, type EngineReading } from './llm/choose-engine.js';
