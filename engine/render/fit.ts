import { fitText, type FitTextInput, type FitTextResult } from './text-fit.js';

/*
 * Text fitting for the layer modules: fitText (engine/render/text-fit.ts, measured with the real font), but never
 * cut off. fitText truncates with an ellipsis when the text does not fit at `minSize`; a layer's text must show
 * whole, so the minimum is lowered until it fits (a very long text in a small box gets small, not shortened).
 */

export type { FitTextInput, FitTextResult };
export { fitText };

/** The smallest font size text is ever drawn at, in pixels. */
export const FLOOR_SIZE = 8;

export function fitWhole(input: FitTextInput): FitTextResult {
  let fit = fitText(input);
  for (let min = input.minSize ?? 12; fit.truncated && min > FLOOR_SIZE; ) {
    min = Math.max(FLOOR_SIZE, Math.floor(min * 0.85));
    fit = fitText({ ...input, minSize: min });
  }
  return fit;
}
