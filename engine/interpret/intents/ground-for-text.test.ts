import { describe, expect, it } from '@jest/globals';
import { IMG, read } from '../testing.js';

const url = (id: string) => `https://montage.example.com/api/v1/assets/${id}/content`;

describe('a ground for the text colour a brief asks for', () => {
  it('a dark text colour on the theme\'s dark ground: the ground turns light and the colour is kept', () => {
    const { document, summary } = read('Title "Summer Sale" in navy');
    expect(document.background).toEqual({ type: 'solid', colour: '#f7f5f0' });
    expect(document.scenes[0]!.layers[0]).toMatchObject({ type: 'text', colour: '#1b2a4e' });
    expect(summary).toMatch(/a light background, so the text's own colour shows/);
  });

  it('a light text colour on the minimal theme\'s light ground: the ground turns dark', () => {
    expect(read('minimal style, title "Calm" in white').document.background).toEqual({ type: 'solid', colour: '#1e1e2e' });
  });

  it.each([
    ['a colour that shows on the theme\'s ground', 'heading "Black Friday" in yellow letters', '#1e1e2e'],
    ['a background the brief said', 'Title "Hi" in navy on a black background', '#000000'],
  ])('keeps the ground: %s', (_, prompt, ground) => {
    expect(read(prompt).document.background).toEqual({ type: 'solid', colour: ground });
  });

  it('a text over a full-frame picture is not on the ground', () => {
    expect(read(`"Home" in navy over ${url(IMG)}`).document.background).toEqual({ type: 'solid', colour: '#1e1e2e' });
  });
});
