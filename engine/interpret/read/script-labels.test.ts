import { describe, expect, it } from '@jest/globals';
import { read } from '../testing.js';

/*
 * A voice's words after a label or a pointer to them (speaker.ts `label`, speech.ts spokenEnd): "Script: …",
 * "Voiceover (female): …", "Text to read: …", "read this out …:" and the quote on a line of its own after "a voice
 * reading this". They run on through sentences said to the viewer and stop at one said to the tool; none is drawn.
 */

const texts = (prompt: string) => read(prompt).document.scenes.flatMap((s) => s.layers).filter((l) => l.type === 'text').map((l) => (l.type === 'text' ? l.text : ''));

describe('a script after its label runs on through what is said to the viewer', () => {
  it.each([
    ['Voiceover (male, calm): Fill the kettle. Change the filter every month. Enjoy. Add confetti.', 'Fill the kettle. Change the filter every month. Enjoy.'],
    ['Script: Hold the pose. Breathe out slowly. Make it vertical.', 'Hold the pose. Breathe out slowly.'],
    ['Text to read: Open the app. Tap the star. Keep it short.', 'Open the app. Tap the star.'],
    ['Words for the narrator to say: Doors open at six. Bring a torch.', 'Doors open at six. Bring a torch.'],
  ])('%s', (prompt, spoken) => {
    expect(read(prompt).document.narration?.text).toBe(spoken);
    expect(texts(prompt).join(' ')).not.toMatch(/kettle|pose|app|Doors/);
  });

  it('after a verb of saying, a sentence said to the viewer still ends the words', () => {
    expect(read('A cheerful voice says: We are open late! Hold the door for us.').document.narration?.text).toBe('We are open late!');
  });
});

describe('a pointer to the words that follow', () => {
  it.each([
    ['read this out in a warm male voice with captions, square:\nWe open at nine. Bring a friend.', 'We open at nine. Bring a friend.'],
    ['narrate the following with subtitles, nothing else on screen: Rain tomorrow. Sun on Friday.', 'Rain tomorrow. Sun on Friday.'],
    ['A calm voice reading this, karaoke subtitles. Nothing else on screen.\n"Slow is smooth. Smooth is fast."', 'Slow is smooth. Smooth is fast.'],
  ])('%s', (prompt, spoken) => {
    const { document } = read(prompt);
    expect(document.narration?.text).toBe(spoken);
    expect(document.narration?.captions).toBe(true);
    expect(texts(prompt)).toEqual([]);
  });

  it('"read it out" with the words on screen reads the screen', () => {
    const { document } = read('"Fresh bread daily" and read it out');
    expect(document.narration?.text).toBe('Fresh bread daily.');
    expect(texts('"Fresh bread daily" and read it out')).toEqual(['Fresh bread daily']);
  });
});

describe('what a narrated chapter says of its screen and voice', () => {
  it.each([
    ['Voiceover: Water less. captions one word at a time, no title no text besides the captions', 'word'],
    ['Script: Water less. subtitles, no words other than the subtitles', 'lines'],
  ])('"no text besides the captions" draws nothing: %s', (prompt, style) => {
    expect(read(prompt).document.narration).toMatchObject({ captions: true, ...(style === 'lines' ? {} : { captionStyle: style }) });
    expect(texts(prompt)).toEqual([]);
  });

  it('"only the words X" still shows X', () => {
    expect(texts('only the words Open Late')).toEqual(['Open Late']);
  });

  it.each([
    ['Female voice, a bit faster than normal: Doors open at six.', (s: number) => s > 1],
    ['Male voice, slower than usual: Doors open at six.', (s: number) => s < 1],
  ])('a speed against the usual is the voice\'s: %s', (prompt, fits) => {
    const { document } = read(prompt);
    expect(fits(document.narration?.voice?.speed ?? 1)).toBe(true);
    expect(texts(prompt)).toEqual([]);
  });
});

describe('a speaker clause\'s parts and where its words are', () => {
  it.each([
    ['upbeat voice, warm & bright, male, lower pitch: "Doors at six."', { gender: 'male', pitch: 'low' }],
    ['Narrator — calm & slow, woman: "Doors at six."', { gender: 'female' }],
    ['teen voice, quick & chirpy, higher pitched: "Doors at six."', { pitch: 'high' }],
  ])('"&" joins voice words, and a pitch said with its noun is the voice\'s: %s', (prompt, voice) => {
    const { document } = read(prompt);
    expect(document.narration?.text).toBe('Doors at six.');
    expect(document.narration?.voice).toMatchObject(voice);
    expect(texts(prompt)).toEqual([]);
  });

  it.each([
    'Voiceover (male) over a list of our menu: Soup, Bread, Pie. The voice should say: "Three dishes, all homemade."',
    'Narration over the slides: Soup / Bread / Pie. Narrator says: "Three dishes, all homemade."',
    'A woman\'s voice alongside the photos: Soup, Bread, Pie. Script: "Three dishes, all homemade."',
  ])('a voice said to go over a thing shown leaves its colon\'s words to it: %s', (prompt) => {
    expect(read(prompt).document.narration?.text).toBe('Three dishes, all homemade.');
  });

  it.each([
    ['I want the voice to speak Spanish, a woman. The text: "Hola y bienvenidos."', 'Hola y bienvenidos.'],
    ['Deep male voice please. Words: "Welcome aboard."', 'Welcome aboard.'],
    ['A calm narrator, British. Script: "Mind the gap."', 'Mind the gap.'],
  ])('a voice with nothing to say, then its words\' label: %s', (prompt, spoken) => {
    const { document } = read(prompt);
    expect(document.narration?.text).toBe(spoken);
    expect(texts(prompt)).toEqual([]);
  });

  it('a voice that reads the screen keeps "Text:" on screen', () => {
    const prompt = 'A female voice reads it. Text: "Open late"';
    expect(read(prompt).document.narration?.text).toBe('Open late.');
    expect(texts(prompt)).toEqual(['Open late']);
  });
});
