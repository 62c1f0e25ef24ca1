import { describe, expect, it } from '@jest/globals';
import { layersOf, read, textsOf } from '../testing.js';

describe('quotes become text layers by role', () => {
  it.each([
    ['heading "Hello"', ['heading:Hello']],
    ['headline: "Big news"', ['heading:Big news']],
    ['a title card saying "Chapter 2"', ['heading:Chapter 2']],
    ['subtitle "the sequel"', ['subtitle:the sequel']],
    ['tagline "Just do it"', ['subtitle:Just do it']],
    ['body text "Our story began in 1999."', ['body:Our story began in 1999.']],
    ['a paragraph "We make tools."', ['body:We make tools.']],
    ['"Launch day" as the subtitle', ['subtitle:Launch day']],
    ['title "Q3 Results", tagline "Up and to the right" and body "Revenue grew 20%."', ['heading:Q3 Results', 'subtitle:Up and to the right', 'body:Revenue grew 20%.']],
    ['subtitle "second" and "first"', ['subtitle:second', 'heading:first']],
  ])('%s', (prompt, texts) => {
    expect(textsOf(read(prompt).document)).toEqual(texts);
  });

  it('bare quotes: heading, then subtitle, then body text', () => {
    expect(textsOf(read('"One" and "Two"').document)).toEqual(['heading:One', 'subtitle:Two']);
  });

  it('when and where, said unquoted after a bare title, is its subtitle', () => {
    // Found on an event brief: the date and the place were dropped without a word.
    const event = read('Save the date: "Summer Festival", 12–14 July at Riverside Park. Then a list: Live music, Food trucks, Fireworks.');
    expect(textsOf(event.document, 0)).toEqual(['heading:Summer Festival', 'subtitle:12–14 July at Riverside Park']);
    expect(textsOf(read('"Grand opening" on Friday at 6pm, with confetti').document, 0)).toEqual(['heading:Grand opening', 'subtitle:Friday at 6pm']);
    expect(textsOf(read('"Jazz Night", Friday 14 June, on a deep purple background').document, 0)).toEqual(['heading:Jazz Night', 'subtitle:Friday 14 June']);
    // A listing's facts and a price are as much the subtitle.
    expect(textsOf(read('"Modern Loft in Soho", 2 beds · 2 baths · 1,200 sq ft, priced at $1.2M. Contact us.').document, 0)).toEqual(['heading:Modern Loft in Soho', 'subtitle:2 beds · 2 baths · 1,200 sq ft, priced at $1.2M']);
    // Not a date, a time or a place: left alone.
    for (const prompt of ['"Hi", 5 seconds, on a red background', '"Sale" at the top', '"Meet Anna", our new head chef', '"Big news", may we say']) {
      expect(textsOf(read(prompt).document, 0).map((t) => t.split(':')[0])).toEqual(['heading']);
    }
  });

  it('keeps accents, symbols and punctuation verbatim', () => {
    expect(textsOf(read('title "Café & Crème — 100 % naïve ☕"').document)).toEqual(['heading:Café & Crème — 100 % naïve ☕']);
  });

  it('a quote with its author', () => {
    expect(textsOf(read('a quote: "Imagination is more important than knowledge" by Albert Einstein').document)).toEqual([
      'quote:Imagination is more important than knowledge',
      'attribution:Albert Einstein',
    ]);
    expect(textsOf(read('quote from Ada Lovelace: "That brain of mine is something more than merely mortal"').document)).toEqual([
      'quote:That brain of mine is something more than merely mortal',
      'attribution:Ada Lovelace',
    ]);
    expect(textsOf(read('"Stay hungry, stay foolish" — Steve Jobs').document)).toEqual(['quote:Stay hungry, stay foolish', 'attribution:Steve Jobs']);
    expect(textsOf(read('testimonial "Best purchase ever" by "Sam, Berlin"').document)).toEqual(['quote:Best purchase ever', 'attribution:Sam, Berlin']);
  });

  it('a saying and its author after "by" or "from", with no quote word', () => {
    expect(textsOf(read("'The only way out is through.' by Robert Frost").document)).toEqual(['quote:The only way out is through.', 'attribution:Robert Frost']);
    expect(textsOf(read('"Friendliest vets we have ever been to" from Tom R.').document)).toEqual(['quote:Friendliest vets we have ever been to', 'attribution:Tom R.']);
    // A short title and its maker, or a time after "from", are no quote.
    expect(textsOf(read("'Spring Menu' by Chef Ana").document)[0]).toBe('heading:Spring Menu');
    expect(textsOf(read("'Late opening every Thursday night' from 8pm").document)[0]).toBe('heading:Late opening every Thursday night');
  });

  it('a long quote gets a longer scene', () => {
    const { document } = read('quote "The best way to predict the future is to invent it, and the second best way is to wait for someone else to invent it" - Alan Kay');
    expect(document.scenes[0]!.duration).toBeGreaterThan(5);
  });

  it('lower thirds: a name and a role in the lower third', () => {
    const plain = read('lower third: Jane Doe, CEO').document;
    expect(textsOf(plain)).toEqual(['name:Jane Doe', 'role:CEO']);
    expect(layersOf(plain, 0, 'text').map((l) => l.placement)).toEqual(['lower-third', 'lower-third']);
    expect(textsOf(read('lower third "Jane Doe, CEO of Acme"').document)).toEqual(['name:Jane Doe', 'role:CEO of Acme']);
    expect(textsOf(read('name "Jane Doe" with role "CEO"').document)).toEqual(['name:Jane Doe', 'role:CEO']);
    expect(textsOf(read('a name tag for Dr. Amara Okafor (Lead Scientist)').document)).toEqual(['name:Dr. Amara Okafor', 'role:Lead Scientist']);
  });

  it('lower thirds said with whom and where before a colon, or named after their quote', () => {
    // Lower-case words up to a colon say whom, where or when; the name follows the colon.
    expect(textsOf(read('a name strap for our host, top right: Lena Marsh, Producer').document)).toEqual(['name:Lena Marsh', 'role:Producer']);
    expect(textsOf(read('add a lower third as soon as she appears: Ines Duarte, Head Gardener').document)).toEqual(['name:Ines Duarte', 'role:Head Gardener']);
    // A speech verb in a clause of time says when, not who speaks: no narration.
    const timed = read('put a name tag on when he starts speaking: Omar Said, Architect');
    expect(textsOf(timed.document)).toEqual(['name:Omar Said', 'role:Architect']);
    expect(timed.document.narration).toBeUndefined();
    // A quote named a lower third after it, beside a title.
    expect(textsOf(read("'Kofi Mensah, Sound Engineer' as a name tag, and the title 'Studio Diaries'").document)).toEqual(['name:Kofi Mensah', 'role:Sound Engineer', 'heading:Studio Diaries']);
    // Not triggered: a quote followed by other words stays a title.
    expect(textsOf(read("'Kofi Mensah, Sound Engineer' in big letters").document)).toEqual(['heading:Kofi Mensah, Sound Engineer']);
  });

  it('a heading and a lower third together', () => {
    const { document } = read('title "Interview", lower third: Tom Baker, Head Chef');
    expect(textsOf(document)).toEqual(['heading:Interview', 'name:Tom Baker', 'role:Head Chef']);
  });

  it('unquoted text after a role word, when set apart or capitalised', () => {
    expect(textsOf(read('title: our best year yet in big letters, subtitle "2024"').document)).toEqual(['heading:our best year yet', 'subtitle:2024']);
    expect(textsOf(read('heading Fresh Bread Daily, then "Open 7-18"').document)).toEqual(['heading:Fresh Bread Daily']);
    expect(textsOf(read('with the title at the top and "Hello"').document)).toEqual(['heading:Hello']);
  });

  it('a text\'s own colour', () => {
    const colours = (prompt: string) => layersOf(read(prompt).document, 0, 'text').map((l) => l.colour);
    expect(colours('"SALE" in red, "today only" in white text')).toEqual(['#e0282e', '#ffffff']);
    expect(colours('heading "Black Friday" in yellow letters')).toEqual(['#ffd60a']);
    expect(colours('"Fresh" orange juice')).toEqual([undefined]);
  });

  it('captions of the narration are a flag, not a text', () => {
    const { document } = read('"Welcome" narrate: "Welcome to our shop" with subtitles');
    expect(textsOf(document)).toEqual(['heading:Welcome']);
    expect(document.narration).toEqual({ text: 'Welcome to our shop', captions: true });
    expect(read('narration "Hi there", show captions').document.narration?.captions).toBe(true);
    expect(read('voiceover: "Hi there", no captions').document.narration?.captions).toBe(false);
  });

  it('captions without a narration are explained', () => {
    expect(read('"Hi" with captions').summary).toMatch(/captions show the narration/);
  });
});

describe('a right-to-left lower third', () => {
  it('slides in from the right, where it stands', () => {
    const { document } = read('name "سارة أحمد" with role "مديرة التصميم"');
    const layers = document.scenes[0]!.layers.filter((l) => l.type === 'text');
    expect(layers.map((l) => l.type === 'text' && l.animation.in)).toEqual(['slide-left', 'slide-left']);
    const latin = read('lower third: Jane Doe, CEO').document.scenes[0]!.layers.filter((l) => l.type === 'text');
    expect(latin.every((l) => l.type === 'text' && l.animation.in === 'slide-right')).toBe(true);
  });
});

describe('an author with their role', () => {
  it('keeps the role and company said after the name: "— Priya, Head of Marketing at Acme"', () => {
    const { document } = read('Testimonial: "Montage saved us 10 hours a week" — Priya, Head of Marketing at Acme. Put it on a dark background.');
    expect(textsOf(document)).toEqual(['quote:Montage saved us 10 hours a week', 'attribution:Priya, Head of Marketing at Acme']);
    expect(textsOf(read('"Be curious" — Ada Lovelace').document)).toEqual(['quote:Be curious', 'attribution:Ada Lovelace']);
  });
});
