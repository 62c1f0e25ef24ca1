import { describe, expect, it } from '@jest/globals';
import { DESIGNER_COLOURS } from '../../../engine/designer-colours.js';
import { PALETTE } from './palette';

describe("the editor's palette", () => {
  it("is the designer vocabulary's colours, by their names", () => {
    for (const { name, hex } of PALETTE) expect([name, DESIGNER_COLOURS[name]]).toEqual([name, hex]);
  });
});
