import { describe, expect, it } from '@jest/globals';
import { read, textsOf } from '../testing.js';
import { classifyClause, withoutStyleTail } from './roles.js';

describe('what a clause of unquoted words is for', () => {
  it.each([
    // greetings and sign-offs
    ['Hi there,', 'courtesy'],
    ['Good afternoon!', 'courtesy'],
    ['Many thanks, Priya', 'courtesy'],
    ['Thanks a million!', 'courtesy'],
    ['Best regards, Tom Hale', 'courtesy'],
    // the video's kind and what it is for
    ['Retirement party invite', 'framing'],
    ['pls make a quick vid', 'framing'],
    ['a 20 second loop for the lobby screens', 'framing'],
    ['for our reception tv', 'framing'],
    ['Visitor notes in Welsh for the ward monitors', 'framing'],
    ['Quarterly results recap for our internal channel', 'framing'],
    // the layout, not its words
    ['four feature cards in a row', 'framing'],
    ['bullet list', 'framing'],
    ['horizontal bars', 'framing'],
    ['one item at a time', 'framing'],
    // only the look
    ['huge and centred', 'style'],
    ['mint-ish', 'style'],
    ['pale yellow-to-orange gradient bg', 'style'],
    ['dark, moody, elegant', 'style'],
    // a request to the tool about the video
    ['highlight the price in red', 'instruction'],
    ['keep it snappy', 'instruction'],
    ['show three perks as tiles', 'instruction'],
    ['could you add some sparkle', 'instruction'],
  ])('%s → %s', (clause, kind) => {
    expect(classifyClause(clause)).toBe(kind);
  });

  it.each([
    // an imperative said to the viewer is copy
    ['Bring a friend'],
    ['Follow us on Instagram'],
    ['Catch every match live on our YouTube channel'],
    ['pick up your keys at reception'],
    ['Book a table tonight'],
    // a thank-you addressed to people in the video
    ['Thank you, nurses'],
    ['Thanks to our 40 volunteers'],
    // names that hold a display noun are names
    ['Rooftop bar'],
    ['The Corner Slide Park'],
    ['SHOW UP EARLY'],
    ['Fresh'],
  ])('%s is content', (clause) => {
    expect(classifyClause(clause)).toBe('content');
  });
});

describe('size, placement and emphasis words after a text', () => {
  it.each([
    ['BIG REVEAL in chunky white letters', 'BIG REVEAL'],
    ['Doors at 8 really big', 'Doors at 8'],
    ['Last call, huge and bold', 'Last call'],
    ['Book now at the bottom', 'Book now'],
    ['Sale ends Sunday in all caps', 'Sale ends Sunday'],
  ])('%s → %s', (text, kept) => {
    expect(withoutStyleTail(text)).toBe(kept);
  });

  it('never empties a text, nor cuts words that are the text', () => {
    expect(withoutStyleTail('Big')).toBe('Big');
    expect(withoutStyleTail('Think big')).toBe('Think big');
    expect(withoutStyleTail('Meet us at the top of the hill')).toBe('Meet us at the top of the hill');
  });
});

describe('unquoted briefs: only the content is drawn', () => {
  it.each([
    ['Hello! Harbour Yoga — sunrise classes every Saturday — mats provided. Warm colours. Thanks so much!', ['heading:Harbour Yoga', 'subtitle:sunrise classes every Saturday · mats provided'], ['Hello', 'Thanks', 'Warm']],
    ['Retirement party invite!! Farewell Margaret, Friday 4pm, staff room. Make it sparkle', ['heading:Farewell Margaret', 'subtitle:Friday 4pm · staff room'], ['invite', 'sparkle']],
    ['LAST CHANCE in massive letters. Ends tonight at midnight.', ['heading:LAST CHANCE', 'subtitle:Ends tonight at midnight'], ['massive', 'letters']],
    ['Movie night at the library, Friday 6pm, for the community centre screens', ['heading:Movie night at the library', 'subtitle:Friday 6pm'], ['screens']],
  ])('%s', (prompt, texts, hidden) => {
    const { document } = read(prompt);
    const drawn = textsOf(document, 0);
    expect(drawn).toEqual(texts);
    for (const word of hidden) expect(drawn.join(' ')).not.toContain(word);
  });

  it('shows the words given after "just the words", without their size', () => {
    const { document } = read('a 6 second clip for the bakery, just the words Fresh Bagels really big');
    expect(textsOf(document, 0)).toEqual(['heading:Fresh Bagels']);
  });

  it('shows the words a question asks to be said ("can it say …")', () => {
    const { document } = read('Can it say Lost Cat Found at the top, please');
    expect(textsOf(document, 0)[0]).toBe('heading:Lost Cat Found');
  });
});

describe('motion words and places over the pictures', () => {
  it('a clause of motion words is a look, not copy', () => {
    expect(classifyClause('slow zoom')).toBe('style');
    expect(classifyClause('gentle pan across')).toBe('style');
    expect(classifyClause('slowly zooming in')).toBe('style');
    expect(classifyClause('Slow Sunday brunch')).toBe('content');
  });

  it('where a text sits over the pictures is cut off it', () => {
    expect(withoutStyleTail('Back to school on top')).toBe('Back to school');
    expect(withoutStyleTail('Open daily underneath')).toBe('Open daily');
    expect(withoutStyleTail('SOLD across the photos')).toBe('SOLD');
    expect(withoutStyleTail('Top of the Pops')).toBe('Top of the Pops');
  });
});

describe('labelling is a request', () => {
  it('"label them …" asks, it is not copy', () => {
    expect(classifyClause('Label them Left and Right')).toBe('instruction');
    expect(classifyClause('label each photo with its year')).toBe('instruction');
    expect(classifyClause('label both in white')).toBe('instruction');
    expect(classifyClause('Label Night at the Roxy')).toBe('content');
  });
});

describe('looks named by a noun, a decade or a likeness', () => {
  it('are style', () => {
    expect(classifyClause('grungy 90s skate vibe')).toBe('style');
    expect(classifyClause('old-school zine look')).toBe('style');
    expect(classifyClause('kind of like an old polaroid')).toBe('style');
    expect(classifyClause('80s')).toBe('style');
  });

  it('unless the noun is someone\'s', () => {
    expect(classifyClause('Our new look')).toBe('content');
    expect(classifyClause('Like us on Facebook')).toBe('content');
  });
});

describe('the video\'s purpose', () => {
  it('said with a dropped subject or in texting shorthand, is framing or a request', () => {
    expect(classifyClause('need this for my biology presentation')).toBe('framing');
    expect(classifyClause('can u make it snappy')).toBe('instruction');
    expect(classifyClause('for the screens in the staff room')).toBe('framing');
  });

  it('a venue inside copy stays copy', () => {
    expect(classifyClause('Watch the match on the big screens in the bar tonight with free wings')).toBe('content');
  });
});

describe('a size said last', () => {
  it('is cut off the text', () => {
    expect(withoutStyleTail('SALE in huge')).toBe('SALE');
    expect(withoutStyleTail('Closing Down in really big')).toBe('Closing Down');
    expect(withoutStyleTail('Welcome in tiny')).toBe('Welcome');
    expect(withoutStyleTail('Born in Bigton')).toBe('Born in Bigton');
  });
});

describe('the letters\' look said with its "in" taken', () => {
  it('is cut off the text', () => {
    expect(withoutStyleTail('Big sale red letters')).toBe('Big sale');
    expect(withoutStyleTail('Open Mic bold white lettering')).toBe('Open Mic');
    expect(withoutStyleTail('Kick off huge gold font!')).toBe('Kick off!');
    expect(withoutStyleTail('Love letters')).toBe('Love letters');
  });
});

describe('tours and recaps are kinds of video', () => {
  it('are framing', () => {
    expect(classifyClause('Listing tour for 7 Elm Road')).toBe('framing');
    expect(classifyClause('a quick recap')).toBe('framing');
    expect(classifyClause('product walkthrough')).toBe('framing');
    expect(classifyClause('Tour de France tonight, free entry')).toBe('content');
  });
});

describe('where the video plays, said of a device', () => {
  it.each([
    ['Quiz Night Friday. for the pub projector', ['heading:Quiz Night Friday']],
    ['Open Day Saturday. for the classroom whiteboard', ['heading:Open Day Saturday']],
    ['Summer Sale. landscape for our shop TV', ['heading:Summer Sale']],
  ])('%s', (prompt, texts) => {
    expect(textsOf(read(prompt).document)).toEqual(texts);
  });

  it('a device inside the copy stays copy', () => {
    expect(textsOf(read('Title: Our TV Sale Is On').document)).toEqual(['heading:Our TV Sale Is On']);
  });
});

describe('politeness, hedges and asides are never drawn', () => {
  it.each([
    ['Bulleted please', 'style'],
    ['sleek and festive if you can', 'style'],
    ['that would be amazing', 'courtesy'],
    ['okay so', 'courtesy'],
    ['nothing too fancy', 'courtesy'],
  ])('%s is %s', (clause, kind) => {
    expect(classifyClause(clause)).toBe(kind);
  });

  it('copy that says please stays copy', () => {
    expect(classifyClause('Please keep off the grass')).toBe('content');
    expect(classifyClause('Doors at 7, please be on time')).toBe('content');
  });

  it('a list asked "numbered please" has no such title', () => {
    const doc = read('Numbered please: 1. Stretch 2. Jog 3. Rest').document;
    expect(textsOf(doc).join(' ')).not.toMatch(/please|numbered/i);
  });
});

describe('a request whose other words another reader took', () => {
  it.each(['highlight Monday in', 'make the price \u0001\u0001\u0001\u0001', 'put Tickets on'])('%s is an instruction', (clause) => {
    expect(classifyClause(clause)).toBe('instruction');
  });

  it('copy with a verb of asking and its own object stays copy', () => {
    expect(classifyClause('Bring a friend along')).toBe('content');
  });

  it('is not drawn', () => {
    const doc = read('"Basic $9", "Plus $19", "Max $29". underline Plus in teal').document;
    expect(doc.scenes.flatMap((_, i) => textsOf(doc, i)).join(' ')).not.toMatch(/underline/i);
  });
});

describe('asides about the text and conditional hedges are never drawn', () => {
  it('reads an aside naming the part the words before it play as framing', () => {
    expect(classifyClause('thats the heading')).toBe('framing');
    expect(classifyClause("That's the main title.")).toBe('framing');
    expect(classifyClause('this is the subtitle bit')).toBe('framing');
    // A sentence that only starts like one is copy.
    expect(classifyClause("That's the spirit of Saturday")).toBe('content');
  });

  it('reads a clause without its hedge on whether it fits', () => {
    expect(classifyClause('side by side if they fit')).not.toBe('content');
    expect(classifyClause('if there is room')).toBe('courtesy');
    expect(classifyClause('Fresh bread daily if it works')).toBe('content');
  });

  it('cuts how a text arrives, with its size or place, off the text', () => {
    expect(withoutStyleTail('FLASH DAY comes up big')).toBe('FLASH DAY');
    expect(withoutStyleTail('Doors open pops up in the middle')).toBe('Doors open');
    expect(withoutStyleTail('Last orders appears at the bottom')).toBe('Last orders');
    // "comes up" as the text's own words stays.
    expect(withoutStyleTail('The sun comes up early')).toBe('The sun comes up early');
  });
});

describe('a part of the copy said with how it is set is a style', () => {
  it.each(['price in big letters at the bottom', 'the dates in bold', 'phone number at the bottom', 'our name in huge letters'])('%s', (clause) => {
    expect(classifyClause(clause)).toBe('style');
  });
  it.each(['price drop this week', 'name your price', 'Dates for your diary'])('not %s', (clause) => {
    expect(classifyClause(clause)).not.toBe('style');
  });

  it('after a text, it is not drawn', () => {
    expect(textsOf(read('Finish with £1,150 pcm – Available 1 June, price in big letters at the bottom.').document)).toEqual(['heading:£1,150 pcm – Available 1 June']);
  });
});

describe('a sign-off with a title and a name', () => {
  it.each(['Thanks and regards, Dr. Kulkarni', 'Many thanks and best wishes, Mrs Patel', 'Kind regards, Prof. Lee'])('%s', (clause) => {
    expect(classifyClause(clause)).toBe('courtesy');
  });
});

describe('where it will be posted, and a request joined on by "so"', () => {
  it.each([['linkedin', 'framing'], ['for insta', 'framing'], ["it's for our socials", 'framing'], ['LinkedIn Learning', 'content']])('%s: %s', (clause, kind) => {
    expect(classifyClause(clause)).toBe(kind);
  });

  it('"linkedin so keep it square" draws nothing, and is square', () => {
    const { document, format } = read('Senior Backend Engineer. Remote, €85k. linkedin so keep it square');
    expect(textsOf(document).join(' ')).not.toMatch(/linkedin|keep/i);
    expect(format?.aspect).toBe('square');
  });

  it("a lead that is the sender's news is shown: \"We're hiring: Senior Backend Engineer\"", () => {
    expect(textsOf(read("We're hiring: Senior Backend Engineer. Remote, €85k.").document).slice(0, 2)).toEqual(["heading:We're hiring", 'subtitle:Senior Backend Engineer']);
    expect(textsOf(read("We've moved: 14 Mill Street from Monday.").document)[0]).toBe("heading:We've moved");
    // A label stays a label.
    expect(textsOf(read('Announcement: Senior Backend Engineer. Remote, €85k.').document)[0]).toBe('heading:Senior Backend Engineer');
  });
});

describe('how the video should feel, and hesitations, are not reported as not understood', () => {
  it.each(['Make a calming 30 second intro. Title: Breathe.', 'Make a moody reel. Title: Night Shift.', 'hmm ok so a title "Hello" please'])('%s', (prompt) => {
    expect(read(prompt).summary).not.toMatch(/did not understand/);
  });
});
