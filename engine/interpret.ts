/*
 * The default engine: a deterministic, offline reading of a prompt as an edit to the chapter's scene document
 * (version 2). It lives in engine/interpret/ (one small module per part of the vocabulary); this module is its
 * entry point for the engine (run-prompt.ts), the bench and the LLM engine's fallback.
 */
export { interpretPrompt, type InterpretContext, type Interpretation, type KnownAsset } from './interpret/index.js';
