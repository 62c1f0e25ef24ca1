import { describe, expect, it } from '@jest/globals';
import { NarrationVoice } from '../../model/narration-voice.js';
import { read } from './testing.js';
import { applyVoice, describeVoice } from './voice.js';

const voiceOf = (prompt: string, previous?: Parameters<typeof read>[1]) => read(prompt, previous).document.narration?.voice;

describe('voice words', () => {
  it('chooses a gender, a pitch, an accent and a language', () => {
    expect(voiceOf('"Hi", narrate: "Welcome to the shop" in a female voice')).toEqual({ gender: 'female' });
    expect(voiceOf('narrate: "Welcome" with a deep voice')).toEqual({ pitch: 'low' });
    expect(voiceOf('narrate: "Welcome", a deep male narrator')).toEqual({ pitch: 'low', gender: 'male' });
    expect(voiceOf('narrate: "Welcome" with a British accent')).toEqual({ language: 'en-GB' });
    expect(voiceOf('narrate: "Welcome", Scottish accent')).toEqual({ language: 'en-GB-scotland' });
    expect(voiceOf('narrate: "Welcome" in an American accent')).toEqual({ language: 'en-US' });
    expect(voiceOf('narrate: "Hola a todos" in Spanish')).toEqual({ language: 'es' });
    expect(voiceOf('narrate: "Olá", Brazilian Portuguese voice')).toEqual({ language: 'pt-BR' });
    expect(voiceOf('narrate: "Hi", spoken in French')).toEqual({ language: 'fr' });
    expect(voiceOf('narrator: "Hi" voice: female, high')).toEqual({ gender: 'female', pitch: 'high' });
    expect(voiceOf('voiceover "Hi" read by a woman')).toEqual({ gender: 'female' });
  });

  it('reads how it is spoken between "narrate" and its colon', () => {
    const { document, summary } = read('narrate in a slow, deep British voice: "Hello there, friends" with subtitles');
    expect(document.narration).toEqual({ text: 'Hello there, friends', captions: true, voice: { language: 'en-GB', pitch: 'low', speed: 0.8 } });
    expect(summary).toMatch(/narration with captions \(a deep voice in British English, slower: 0\.8× speed\)/);
    expect(summary).not.toMatch(/did not understand/);
  });

  it('does not take a quote meant for the screen as narration', () => {
    const { document } = read('Title "X" with narration and subtitle: "B"');
    // "with narration" gives no words of its own: the voice reads the screen (both texts), and "B" stays on it.
    expect(document.narration?.text).toBe('X. B.');
    expect(JSON.stringify(document.scenes)).toContain('"B"');
  });

  it('speeds: slower and faster are relative and can be said again; an absolute speed is set', () => {
    const first = read('"Hi", narrate: "Welcome to our shop", speak slower').document;
    expect(first.narration?.voice).toEqual({ speed: 0.8 });
    const slower = read('slower', first).document;
    expect(slower.narration?.voice?.speed).toBe(0.64);
    expect(read('a bit faster', slower).document.narration?.voice?.speed).toBe(0.72);
    expect(read('much faster', first).document.narration?.voice?.speed).toBe(1.16);
    expect(voiceOf('narrate: "Vroom" at 1.5x speed')).toEqual({ speed: 1.5 });
    expect(voiceOf('narrate: "Vroom" at half speed')).toEqual({ speed: 0.5 });
    // Back to the usual speed: the field goes away (absent is the usual).
    expect(read('at normal speed', first).document.narration?.voice).toBeUndefined();
  });

  it('edits keep the rest of the voice, and a new text keeps the voice', () => {
    const first = read('"Hi", narrate: "Welcome" in a female voice').document;
    const deeper = read('make the voice deeper', first);
    expect(deeper.document.narration?.voice).toEqual({ gender: 'female', pitch: 'low' });
    expect(deeper.summary).toMatch(/narrated in a deep female voice/);
    const spanish = read('in Spanish', deeper.document).document;
    expect(spanish.narration?.voice).toEqual({ gender: 'female', pitch: 'low', language: 'es' });
    expect(read('narrate: "Another text"', spanish).document.narration).toMatchObject({ text: 'Another text', voice: { language: 'es' } });
  });

  it('a bare "slower" is the voice\'s only when there is a narration', () => {
    const noNarration = read('"Hi"').document;
    const { document, summary } = read('slower', noNarration);
    expect(document.narration).toBeUndefined();
    expect(summary).toMatch(/no recognised change/);
  });

  it('voice words without a narration say what is missing', () => {
    expect(read('Title "Hi", and a deep voice').summary).toMatch(/the voice \(a deep voice\) speaks the narration: add narrate: "…"/);
  });

  it('a quote said "in a deep voice" is the voice\'s, not the screen\'s', () => {
    const doc = read('"Hi there" in a deep voice').document;
    expect(doc.narration).toMatchObject({ text: 'Hi there', voice: { pitch: 'low' } });
  });

  it('names the language read from the text when it was not said', () => {
    expect(read('Title "Hola", narrate: "Bienvenidos a nuestra tienda"').summary).toMatch(/narration \(Spanish, read from the text\)/);
    // English, the default, goes unsaid.
    expect(read('narrate: "Welcome to our shop"').summary).toMatch(/with narration\.$/);
  });

  it('other words with "slow", "deep" or "English" stay theirs', () => {
    const { document } = read('"Deep sea" fades in slowly, narrate: "The ocean is deep"');
    expect(document.narration?.voice).toBeUndefined();
    expect(read('"English lessons" title, narrate: "Learn English with us"').document.narration?.voice).toBeUndefined();
  });

  it('writes documents the schema accepts, and describes them in words', () => {
    const voice = applyVoice({ gender: 'female' }, { language: 'es-419', pitch: 'high', speed: { factor: 1.25 }, said: [] });
    expect(NarrationVoice.parse(voice)).toEqual({ gender: 'female', language: 'es-419', pitch: 'high', speed: 1.25 });
    expect(describeVoice(voice)).toBe('a high female voice in Latin American Spanish, faster: 1.25× speed');
    expect(describeVoice({ language: 'en-GB' })).toBe('a British English voice');
    // Speeds stay within the schema's bounds however often "slower" is said.
    expect(applyVoice({ speed: 0.5 }, { speed: { factor: 0.8 }, said: [] }).speed).toBe(0.5);
    expect(applyVoice({ speed: 2 }, { speed: { factor: 1.25 }, said: [] }).speed).toBe(2);
  });
});
