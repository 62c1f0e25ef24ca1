import { describe, expect, it } from '@jest/globals';
import { read } from '../testing.js';
import { spokenCue } from './speech.js';

const drawn = (prompt: string) => read(prompt).document.scenes.flatMap((s) => s.layers.flatMap((l) => ('text' in l && typeof l.text === 'string' ? [l.text] : [])));

describe('spoken quotes', () => {
  it.each([
    ['Have a warm female voice say: "We open at nine."', { gender: 'female' }],
    ['Title "Spring sale". Then voice it: "We open at nine."', undefined],
    ['have someone read "We open at nine." out loud', undefined],
    ['"We open at nine." spoken by an older man', { gender: 'male', pitch: 'low' }],
    ['"We open at nine." read aloud, cheerful young voice', { pitch: 'high' }],
    ["a woman's voice: 'We open at nine.'", { gender: 'female' }],
    ['female narrator: "We open at nine."', { gender: 'female' }],
    ['deep voice: "We open at nine."', { pitch: 'low' }],
    ['upbeat guy narrating: "We open at nine."', { gender: 'male' }],
    ['read out "We open at nine." in a calm voice', undefined],
  ])('%s: narrated, not drawn', (prompt, voice) => {
    const doc = read(prompt).document;
    expect(doc.narration?.text).toBe('We open at nine.');
    if (voice) expect(doc.narration?.voice).toMatchObject(voice);
    expect(drawn(prompt).join(' ')).not.toMatch(/open at nine|voice|narrat|read|say/i);
  });

  it.each([
    'a slide saying "We open at nine."',
    'a button that says "Book now"',
    'a woman holding a sign that says "Welcome"',
    'title: "The voice of the city"',
  ])('%s: on screen', (prompt) => {
    expect(read(prompt).document.narration).toBeUndefined();
  });

  it('reads the cue from the clause, not the sentence before', () => {
    expect(spokenCue('A narrator for the intro. Then a title ', '')).toBeUndefined();
    expect(spokenCue('voiceover for our taco truck: ', '')).toEqual({});
    expect(spokenCue('a guy says ', '')?.verb).toBeDefined();
  });
});

describe('speaker clauses: who speaks, how, and what', () => {
  const drawnText = (prompt: string, previous?: Parameters<typeof read>[1]) =>
    read(prompt, previous).document.scenes.flatMap((s) => s.layers.flatMap((l) => ('text' in l && typeof l.text === 'string' ? [l.text] : 'items' in l ? l.items : []))).join(' | ');

  it.each([
    ['Title "Open day". A woman says: Doors open at ten! Blue background.', 'Doors open at ten!', { gender: 'female' }],
    ['"Open day" title. Narrator, calm older chap: Doors open at ten.', 'Doors open at ten.', { gender: 'male', pitch: 'low' }],
    ["\"Open day\". A kid's voice reads: 'We're open at ten, come say hi.' Then confetti.", "We're open at ten, come say hi.", { pitch: 'high' }],
  ])('unquoted words after a speaker\'s colon are spoken, not drawn: %s', (prompt, text, voice) => {
    const doc = read(prompt).document;
    expect(doc.narration?.text).toBe(text);
    expect(doc.narration?.voice).toMatchObject(voice);
    expect(drawnText(prompt)).not.toMatch(/open at ten|says|reads|narrator|voice/i);
  });

  it.each([
    ['A calm female voice saying: Breathe in slowly. Hold it. Now let it all go.', 'Breathe in slowly. Hold it. Now let it all go.'],
    ['Coach voice: Grab your mat. Feel it burn. Keep going!', 'Grab your mat. Feel it burn. Keep going!'],
    ['A deep voice says: Take it slow. Love it. Make the text gold.', 'Take it slow. Love it.'],
  ])('a script of requests to its listener goes on past "it" (only a verb of making or editing ends it): %s', (prompt, text) => {
    const { document, summary } = read(prompt);
    expect(document.narration?.text).toBe(text);
    expect(summary).not.toMatch(/did not understand/);
  });

  it.each([
    ['Narrator: cheerful Scottish lass, "See you at the fair."', { gender: 'female', language: 'en-GB-scotland' }],
    ['Voz masculina en francés: "Bonjour à tous."', { gender: 'male', language: 'fr' }],
    ['a slow, husky gentleman, reads: "See you at the fair."', { gender: 'male', pitch: 'low', speed: 0.8 }],
  ])('a quote right after a speaker clause is spoken: %s', (prompt, voice) => {
    const doc = read(prompt).document;
    expect(doc.narration?.voice).toEqual(voice);
    expect(drawnText(prompt)).toBe('');
  });

  it('a thing shown said last keeps its quote on screen', () => {
    const doc = read('Narrate this over a slide with the heading "Week one": "Welcome, everyone."').document;
    expect(doc.narration?.text).not.toMatch(/^Week one/);
    expect(drawnText('a banner that says: Summer sale')).toMatch(/Summer sale/);
  });

  it('a speaker who reads the screen reads its words, or the part named', () => {
    const list = read('"Three habits", then list: "Drink water", "Walk daily", "Sleep early". An older gentleman reads them out.');
    expect(list.document.narration).toMatchObject({ text: 'Three habits. Drink water. Walk daily. Sleep early.', voice: { gender: 'male', pitch: 'low' } });
    expect(list.summary).not.toMatch(/did not understand|reads them/);
    const tagline = read('"Spring fair" with the tagline "Plants, cakes and music". A man reads the tagline.').document;
    expect(tagline.narration?.text).toBe('Plants, cakes and music.');
    // A reader with no words of its own reads everything.
    expect(read('"Spring fair". Read in a soft Welsh voice.').document.narration).toMatchObject({ text: 'Spring fair.', voice: { language: 'cy' } });
  });

  it('a later prompt of a narrated chapter changes the voice with voice words alone', () => {
    const first = read('"Hi". Narrate: "Welcome to the open day."').document;
    expect(read('hmm, make it a young lady instead, a tad quicker', first).document.narration?.voice).toEqual({ gender: 'female', pitch: 'high', speed: 1.13 });
    expect(read('redo the voice: Aussie bloke, not too fast', first).document.narration?.voice).toEqual({ gender: 'male', language: 'en-AU', speed: 0.9 });
    // Without a narration, voice words alone are not the voice's.
    expect(read('make it a young lady instead', read('"Hi"').document).document.narration).toBeUndefined();
  });

  it.each([
    ['"Garden party" then list: "Games", "Cake", "Music". A posh older lady reads each one, not too quickly.', /lady reads each one/],
    ['"Garden party". Voice: cheerful kid, a bit fast.', /cheerful kid/],
    ['"Garden party". A chap says: Bring a chair!', /chap says/],
  ])('a speaker clause is accounted as an instruction, never shown: %s', (prompt, clause) => {
    const { accounting } = read(prompt);
    const speaker = accounting!.clauses.filter((c) => clause.test(c.text));
    expect(speaker.length).toBeGreaterThan(0);
    for (const c of speaker) {
      expect(c.shown).toBe(0);
      expect(c.notUnderstood).toBe(0);
    }
  });
});


describe('a voice "saying" words without a colon or quotes', () => {
  it.each([
    ["Title 'Fun Run'. A man's voice saying thank you to all 340 runners. Together you raised a lot.", 'Thank you to all 340 runners. Together you raised a lot.'],
    ["Title 'Open day'. Then a woman's voice saying welcome to our school, we can't wait to meet you.", "Welcome to our school, we can't wait to meet you."],
    ['A deep voice saying Doors open at nine. Music: upbeat jazz', 'Doors open at nine.'],
  ])('%s', (prompt, text) => {
    expect(read(prompt).document.narration?.text).toBe(text);
  });

  it('a label inside the script stays spoken; a slide "saying" is the screen\'s', () => {
    expect(read("A woman's voice says: Welcome back. Today: the cheapest laptop worth buying.").document.narration?.text).toBe('Welcome back. Today: the cheapest laptop worth buying.');
    expect(read('a slide saying Welcome to the fair').document.narration).toBeUndefined();
  });
});
