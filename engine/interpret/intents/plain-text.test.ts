import { describe, expect, it } from '@jest/globals';
import { IMG, layersOf, read, textsOf } from '../testing.js';

describe('on-screen text from a brief that quoted none', () => {
  it.each([
    ['Announcement: We are hiring! Senior Backend Engineer, remote, apply at jobs.acme.io', ['heading:We are hiring!', 'subtitle:Senior Backend Engineer · remote · apply at jobs.acme.io']],
    ['New menu item: Pumpkin Spice Latte, $4.50, available from October 1st', ['heading:Pumpkin Spice Latte', 'subtitle:$4.50 · available from October 1st']],
    ['A short promo video for our bakery Sweet Crumbs. Fresh bread every morning. Warm cream background, 8 seconds.', ['heading:Sweet Crumbs', 'subtitle:Fresh bread every morning']],
    ['Our photo studio opens Monday', ['heading:Our photo studio opens Monday']],
  ])('%s', (prompt, texts) => {
    const { document, summary } = read(prompt);
    expect(textsOf(document, 0)).toEqual(texts);
    expect(summary).not.toMatch(/did not understand|put on-screen text/);
  });

  it('keeps the words the other readers took out of the text (a background, a length, a style, a format)', () => {
    const { document } = read('A short promo video for our bakery Sweet Crumbs. Fresh bread every morning. Warm cream background, 8 seconds, bold style, 9:16.');
    expect(textsOf(document, 0)).toEqual(['heading:Sweet Crumbs', 'subtitle:Fresh bread every morning']);
    expect(document).toMatchObject({ theme: 'bold', scenes: [{ duration: 8 }] });
    expect(document.background).toMatchObject({ type: 'solid' });
  });

  it('a sentence before a lower third is the scene\'s heading', () => {
    const { document } = read('How to pull an espresso shot. Lower third: Maria Lopez, Head Barista. Then steps: Grind 18 g of coffee, Tamp evenly, Pull a 28-second shot.');
    expect(textsOf(document, 0)).toEqual(['name:Maria Lopez', 'role:Head Barista', 'heading:How to pull an espresso shot']);
  });

  it('makes no text of a request, a thing it cannot draw, or a brief that quotes its text', () => {
    expect(textsOf(read('make it faster').document, 0)).toEqual([]);
    expect(textsOf(read('a list of drinks and pastries').document, 0)).toEqual([]);
    expect(textsOf(read('with confetti').document, 0)).toEqual([]);
    // Words that introduce pictures are no heading (found by the footage suite: "These three photos" over the slides).
    const photos = read(`a slideshow of these two photos, 2 seconds each: ${IMG} ${IMG}`);
    expect(layersOf(photos.document, 0, 'media')).toHaveLength(1);
    expect(photos.document.scenes.map((_, i) => textsOf(photos.document, i))).toEqual(photos.document.scenes.map(() => []));
    // Quoting some text says the rest is description: footage to find, not words to show.
    const described = read('title "A", then some happy people dancing in a park, then title "B"');
    expect(described.document.scenes).toHaveLength(2);
    expect(described.summary).toMatch(/no scene was made of/);
  });

  it('is not applied to an edit', () => {
    const first = read('"Hi"').document;
    const edited = read('something calmer please', first).document;
    expect(edited.scenes.map((_, i) => textsOf(edited, i))).toEqual([['heading:Hi']]);
  });
});

describe('a request to explain, with no text given', () => {
  it.each([
    ['Explain compound interest in 3 steps', 'heading:Compound interest', /the text of the 3 steps was not given/],
    ['Teach me how to brew pour-over coffee in 5 steps', 'heading:How to brew pour-over coffee', /the text of the 5 steps was not given/],
    ['A short explainer on photosynthesis in 4 steps, vertical', 'heading:Photosynthesis', /the text of the 4 steps was not given/],
    ['Explain our refund policy in 3 points, navy background', 'heading:Our refund policy', /the text of the 3 points was not given/],
    ['Top 5 tips for better sleep', 'heading:Top 5 tips for better sleep', /the text of the 5 tips was not given/],
    ['Make a video explaining how vaccines work', 'heading:How vaccines work', /^(?!.*not given)/],
    ['How does compound interest work? Explain in 3 steps', 'heading:How does compound interest work?', /the text of the 3 steps was not given/],
    ['explain compound interest to beginners in 3 simple steps, vertical', 'heading:Compound interest', /the text of the 3 steps was not given/],
    ['Explain how solar panels work in 4 slides', 'heading:How solar panels work', /^(?!.*did not understand)/],
  ])('%s: the topic is a title card, and the summary says what was not given', (prompt, title, said) => {
    const { document, summary } = read(prompt);
    expect(document.scenes).toHaveLength(1);
    expect(textsOf(document)).toEqual([title]);
    expect(summary).toMatch(said);
  });

  it('a title that says its count is kept when the items are given', () => {
    const { document, summary } = read('3 easy ways to save money: cook at home, cancel unused subscriptions, walk instead of driving');
    expect(document.scenes.flatMap((s) => s.layers).some((l) => l.type === 'list')).toBe(true);
    expect(summary).not.toMatch(/not given/);
  });
});

describe('whom or where a video is for', () => {
  it('is not drawn after the video\'s kind', () => {
    expect(textsOf(read('Short video for our waiting room. Flu jabs now available.').document)).toEqual(['heading:Flu jabs now available']);
    expect(textsOf(read('a slideshow for the parents evening, Welcome to Year 7').document)).toEqual(['heading:Welcome to Year 7']);
    expect(textsOf(read('a reel for my cycling club, Sunday ride 8am').document)).toEqual(['heading:Sunday ride 8am']);
  });

  it('a name after "for" is the subject, and "for the …" with no kind before it is copy', () => {
    expect(textsOf(read('A promo for Hill Farm Shop. Eggs every day.').document)).toEqual(['heading:Hill Farm Shop', 'subtitle:Eggs every day']);
    expect(textsOf(read('For the love of cheese. Open Sundays.').document)).toEqual(['heading:For the love of cheese', 'subtitle:Open Sundays']);
  });
});

describe('text closes up where words were taken out', () => {
  it('leaves no space before the punctuation after them', () => {
    expect(textsOf(read('Merry Christmas with snow falling!').document)).toEqual(['heading:Merry Christmas!']);
    expect(textsOf(read('Goal reached with confetti! 200 donors').document)).toEqual(['heading:Goal reached!', 'subtitle:200 donors']);
    expect(textsOf(read('Doors open in giant letters! 7pm').document)).toEqual(['heading:Doors open!', 'subtitle:7pm']);
  });

  it('keeps a spaced dash or ampersand as written', () => {
    expect(textsOf(read('Fish & Chips – Fridays').document)[0]).toBe('heading:Fish & Chips – Fridays');
  });
});

describe('a lead in capitals before a colon', () => {
  it('is shouted copy, shown as the heading', () => {
    expect(textsOf(read('QUIZ NIGHT: teams of four, Thursday 8pm').document)[0]).toBe('heading:QUIZ NIGHT');
    expect(textsOf(read('LAST CHANCE: sale ends tonight').document)[0]).toBe('heading:LAST CHANCE');
    expect(textsOf(read('OPEN MIC: sign up at the bar').document)[0]).toBe('heading:OPEN MIC');
  });

  it('a label in lower case is not shown', () => {
    expect(textsOf(read('New menu item: Miso cod. Fridays only').document)).toEqual(['heading:Miso cod', 'subtitle:Fridays only']);
  });
});

describe('a small word left alone where words were taken out', () => {
  it('goes with them', () => {
    expect(textsOf(read('Autumn Fair in gold letters on a red to orange gradient. Saturday 2pm').document)[0]).toBe('heading:Autumn Fair');
    expect(textsOf(read('Spring Swap with confetti and. Bring one, take one').document)[0]).toBe('heading:Spring Swap');
    expect(textsOf(read('Open late on a navy background.').document)[0]).toBe('heading:Open late');
  });

  it('but a small word inside the text stays', () => {
    expect(textsOf(read('Salt and Vinegar').document)[0]).toBe('heading:Salt and Vinegar');
  });
});

describe('a layout said before a dash', () => {
  it('is no part of the text after it', () => {
    expect(textsOf(read('side by side — Starter £5').document)).toEqual(['heading:Starter £5']);
    expect(textsOf(read('all at once — Doors open 7pm').document)).toEqual(['heading:Doors open 7pm']);
    expect(textsOf(read('one at a time — Wake up early').document)).toEqual(['heading:Wake up early']);
  });

  it('copy before a dash stays', () => {
    expect(textsOf(read('Sam Lee — Head Baker').document)).toEqual(['heading:Sam Lee — Head Baker']);
  });
});

describe('a clause whose words another reader took in part', () => {
  it('is judged by all its words', () => {
    expect(textsOf(read('Open Late. highlight Late in gold').document)).toEqual(['heading:Open Late']);
    expect(textsOf(read('Sunday Roast, make the price pop in red').document)).toEqual(['heading:Sunday Roast']);
    expect(textsOf(read('Spring Fair. put Fair in green').document)).toEqual(['heading:Spring Fair']);
  });

  it('copy that kept all its words stays', () => {
    expect(textsOf(read('Spring Fair, bring a friend. green and gold').document)).toEqual(['heading:Spring Fair', 'subtitle:bring a friend']);
  });
});

describe('whom a video is for, said as people', () => {
  it.each(['Create a welcome video for new starters.', 'Make a short promo for parents.', 'a reel for year 9 students.', 'insta post for book club.'])('%s is not drawn', (lead) => {
    const doc = read(`${lead} Slide 1: Welcome to Halden. Slide 2: Your first week`).document;
    expect(doc.scenes).toHaveLength(2);
    expect(doc.scenes.flatMap((_, i) => textsOf(doc, i)).join(' ')).not.toMatch(/starters|parents|students|club/i);
  });

  it('a name after "for" is still the subject', () => {
    expect(textsOf(read("a promo for Bella's Pizza.").document)).toEqual(["heading:Bella's Pizza"]);
  });
});

describe('an opening that names the first slide again, with what it is', () => {
  it('"for Kettle & Crumb cafe" before "1) Kettle & Crumb" is one slide', () => {
    const doc = read('square post, retro style, for Kettle & Crumb cafe. 3 slides: 1) Kettle & Crumb 2) Flat white £3.20 3) Open 8am-4pm').document;
    expect(doc.scenes).toHaveLength(3);
    expect(textsOf(doc, 0)).toEqual(['heading:Kettle & Crumb']);
  });
});

describe('a name after "for" whose video kind another reader took', () => {
  it.each([
    ['Instagram reel for Luna Roast. Brown background. End on a button: shop at lunaroast.com', 'Luna Roast'],
    ["TikTok for Bella's Pizza. Big sale.", "Bella's Pizza"],
  ])('%s', (prompt, title) => {
    expect(textsOf(read(prompt).document)[0]).toBe(`heading:${title}`);
  });
});

describe('a run of short actions is one line', () => {
  it.each([
    ['Read six books, collect stickers, win a medal.', ['heading:Read six books, collect stickers, win a medal']],
    ['Bring a friend, grab a drink, stay late', ['heading:Bring a friend, grab a drink, stay late']],
  ])('%s', (prompt, texts) => {
    expect(textsOf(read(prompt).document)).toEqual(texts);
  });

  it('a title and its details are still a title and a subtitle', () => {
    expect(textsOf(read("St Mary's Summer Fete, Saturday 21st June, 2pm till 5pm.").document)).toEqual(["heading:St Mary's Summer Fete", 'subtitle:Saturday 21st June · 2pm till 5pm']);
  });

  it('a mood said beside a look is no scene left out', () => {
    expect(read('Three slides please:\n1. Summer Reading\n2. Read six books\n3. Sign up at any branch\nA calm, minimal look and gentle crossfades between slides.').summary).not.toMatch(/no scene was made/);
  });
});

describe('"the words" then words in capitals', () => {
  it('"and the words In season this week: …" shows them', () => {
    expect(textsOf(read('Square post, green background, and the words In season this week: asparagus, rhubarb').document).join(' ')).toMatch(/In season this week/);
  });

  it('"with the text in white" is how the text looks', () => {
    expect(textsOf(read('Title "Open late" with the text in white').document)).toEqual(['heading:Open late']);
  });
});
