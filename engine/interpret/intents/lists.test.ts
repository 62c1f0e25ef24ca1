import { describe, expect, it } from '@jest/globals';
import { layersOf, read, textsOf } from '../testing.js';

const list = (prompt: string) => layersOf(read(prompt).document, 0, 'list')[0]!;

describe('lists', () => {
  it.each([
    ['list "A", "B" and "C"', ['A', 'B', 'C']],
    ['a list of "Fast", "Cheap", "Good"', ['Fast', 'Cheap', 'Good']],
    ['three points: "Plan"; "Build"; "Ship"', ['Plan', 'Build', 'Ship']],
    ['bullet points: "one", "two"', ['one', 'two']],
    ['our features: "Offline", "Private" & "Free"', ['Offline', 'Private', 'Free']],
    ['"Eggs", "Milk", "Flour" and "Sugar"', ['Eggs', 'Milk', 'Flour', 'Sugar']],
    ['three tips: sleep well, drink water and walk daily.', ['sleep well', 'drink water', 'walk daily']],
  ])('%s', (prompt, items) => {
    expect(list(prompt).items).toEqual(items);
  });

  it('numbered: steps, "numbered", 1. 2. 3.', () => {
    expect(list('steps: "Mix", "Bake", "Eat"').numbered).toBe(true);
    expect(list('a numbered list: "a", "b"').numbered).toBe(true);
    expect(list('1. "Mix" 2. "Bake" 3. "Eat"')).toMatchObject({ items: ['Mix', 'Bake', 'Eat'], numbered: true });
    expect(list('Checklist:\n1. Passport\n2. Tickets\n3. Charger').items).toEqual(['Passport', 'Tickets', 'Charger']);
    expect(list('bullets: "a", "b"').numbered).toBe(false);
    expect(list('packing list:\n- socks\n- shoes').items).toEqual(['socks', 'shoes']);
  });

  it('revealed one at a time or all at once', () => {
    const oneByOne = read('list "A", "B", "C" one at a time, 6 seconds').document;
    expect(layersOf(oneByOne, 0, 'list')[0]!.stagger).toBeCloseTo(1.2, 5);
    expect(list('list "A", "B", "C" all at once').stagger).toBe(0);
    expect(list('show the points "A" and "B" one by one').stagger).toBeGreaterThan(0);
  });

  it('a heading above a list', () => {
    const { document } = read('heading "Why us" and a list of "Speed", "Price", "Support" revealed one after another');
    expect(textsOf(document)).toEqual(['heading:Why us']);
    expect(layersOf(document, 0, 'list')[0]!.items).toEqual(['Speed', 'Price', 'Support']);
    expect(document.scenes).toHaveLength(1);
  });

  it('many points make a longer scene', () => {
    const { document } = read('list "1", "2", "3", "4", "5", "6", "7"');
    expect(document.scenes[0]!.duration).toBeGreaterThan(8);
  });

  it('a list noun with how it is laid out before its items ("three features side by side: …")', () => {
    // Found on a product-launch brief: "no scene was made of 'three features side by side …'".
    const { document, summary } = read('"Meet Aurora", then three features side by side: Adapts to sunrise, Voice control, 20-year LED. End with "Pre-order now".');
    expect(layersOf(document, 1, 'list')[0]!.items).toEqual(['Adapts to sunrise', 'Voice control', '20-year LED']);
    expect(summary).not.toMatch(/no scene was made/);
    // Laid out as said: cards side by side (rows unless said).
    expect(layersOf(document, 1, 'list')[0]!.arrangement).toBe('columns');
    expect(summary).toMatch(/as cards side by side/);
    expect(layersOf(read('Product features: three of them side by side: "Fast", "Secure", "Simple"').document, 0, 'list')[0]!.arrangement).toBe('columns');
    expect(layersOf(read('tips: sleep, water and walks.').document, 0, 'list')[0]!.arrangement).toBe('rows');
    expect(layersOf(read('key benefits in a row: speed, price and care').document, 0, 'list')[0]!.items).toEqual(['speed', 'price', 'care']);
  });

  it('an item with a length in it ("a 28-second shot") is whole, and no scene of its own', () => {
    const { document } = read('Steps: Grind 18 g of coffee, Tamp evenly, Pull a 28-second shot. Warm brown background.');
    expect(document.scenes).toHaveLength(1);
    expect(layersOf(document, 0, 'list')[0]!.items).toEqual(['Grind 18 g of coffee', 'Tamp evenly', 'Pull a 28-second shot']);
    expect(document.background).toEqual({ type: 'solid', colour: '#824b28' });
  });

  it('two bare quotes are not a list', () => {
    expect(layersOf(read('"A" and "B"').document, 0, 'list')).toHaveLength(0);
  });
});

describe('plain items after "a list of"', () => {
  const built = read;

  it('reads three or more plain items after "of", "like" or "including", and leaves two to prose', () => {
    const three = built('title "Fresh coffee", then a list of Espresso, Flat white and Cold brew, then "Open daily"');
    expect(three.document.scenes.map((s) => s.layers.map((l) => l.type))).toEqual([['text'], ['list'], ['text']]);
    expect(three.document.scenes[1]!.layers[0]).toMatchObject({ type: 'list', items: ['Espresso', 'Flat white', 'Cold brew'] });
    expect(built('five tips like sleep, water, walks, sun and friends').document.scenes[0]!.layers[0]).toMatchObject({ items: ['sleep', 'water', 'walks', 'sun', 'friends'] });
    expect(built('a list of drinks and pastries').document.scenes[0]!.layers).toEqual([]);
  });

  it('ends the items before a clause about the whole video, which its own reader then takes', () => {
    const r = built('Title "3 tips for better sleep" then a list of Keep the room cool, No screens after 10 and Same bedtime every day, on a deep purple background, with captions');
    const list = r.document.scenes.flatMap((s) => s.layers).find((l) => l.type === 'list');
    expect(list).toMatchObject({ items: ['Keep the room cool', 'No screens after 10', 'Same bedtime every day'] });
    // The background went to the video, not into the list: a purple, not the theme's grey.
    const bg = r.document.background as { colour?: string; from?: string };
    const [red, green, blue] = [1, 3, 5].map((i) => parseInt((bg.colour ?? bg.from)!.slice(i, i + 2), 16));
    expect(red! > green! && blue! > green!).toBe(true);
  });

  it('says so when a later scene names nothing to show, instead of dropping it silently', () => {
    const r = built('title "A", then some happy people dancing in a park, then title "B"');
    expect(r.document.scenes).toHaveLength(2);
    expect(r.summary).toMatch(/no scene was made of "some happy people dancing in a…"/);
    expect(built('title "A", then title "B"').summary).not.toMatch(/no scene was made/);
  });
});

describe('a counted noun before a colon', () => {
  it('is a list when as many plain items follow: "list three classes: Vinyasa, Yin, Power"', () => {
    expect(layersOf(read('"Flow & Breathe", then list three classes: Vinyasa, Yin, Power.').document, 1, 'list')[0]!.items).toEqual(['Vinyasa', 'Yin', 'Power']);
    expect(list('our two locations: Berlin and Paris').items).toEqual(['Berlin', 'Paris']);
  });

  it('stays prose when the count does not match', () => {
    const { document } = read('"Hi". We have three reasons: it is fast.');
    expect(document.scenes.flatMap((s) => s.layers).some((l) => l.type === 'list')).toBe(false);
  });
});

describe("a list's lead is its heading", () => {
  it.each([
    ['5 tips for saving money: "Cook at home", "Buy in bulk", "Track every expense"', '5 tips for saving money', 3],
    ['Menu board for the café: Espresso $3, Latte $4.50, Cold brew $5, Croissant $3.50. Dark brown background.', 'Menu for the café', 4],
    ['Tips for a better morning routine: drink water, stretch, plan your day', 'Tips for a better morning routine', 3],
    ['Three features of our app: "Track your habits", "Set daily goals", "See your progress"', 'Three features of our app', 3],
  ])('%s', (prompt, heading, items) => {
    const { document } = read(prompt);
    expect(textsOf(document, 0)).toEqual([`heading:${heading}`]);
    expect(layersOf(document, 0, 'list')[0]!.items).toHaveLength(items);
  });

  it.each([
    'a list of our features: "Fast", "Cheap", "Good"',
    'three points: "Sleep", "Water", "Walks"',
    'heading "Save more" with a list of tips: "Cook at home", "Buy in bulk", "Track every expense"',
  ])('no heading from framing and the list word alone, nor a second one: %s', (prompt) => {
    const headings = textsOf(read(prompt).document, 0).filter((t) => t.startsWith('heading:'));
    expect(headings.length).toBeLessThanOrEqual(1);
    expect(headings.join()).not.toMatch(/list|points|features|tips/i);
  });

  it.each([
    ['explain how vaccines work in 3 steps: "Your body meets a harmless piece of the virus", "It learns to make antibodies", "It remembers"', 'How vaccines work'],
    ['Explain why sleep matters in four points: rest, memory, mood, health', 'Why sleep matters'],
    ['Explain recycling in 3 simple steps: "Sort", "Rinse", "Recycle"', 'Recycling'],
    ['fun facts about octopuses: "Three hearts", "Blue blood", "Nine brains"', 'Fun facts about octopuses'],
  ])('the subject of "explain … in N steps" is the heading: %s', (prompt, heading) => {
    const { document, summary } = read(prompt);
    expect(textsOf(document, 0)).toEqual([`heading:${heading}`]);
    expect(summary).not.toMatch(/did not understand/);
  });

  it('a label before a colon with no preposition is no list: "New menu item: Pumpkin Spice Latte, $4.50"', () => {
    expect(layersOf(read('New menu item: Pumpkin Spice Latte, $4.50, available from October 1st').document, 0, 'list')).toEqual([]);
  });
});

describe('lists as people write them (issue 39)', () => {
  const list = (prompt: string) => layersOf(read(prompt).document, 0, 'list')[0];

  it('items set apart by semicolons keep their commas', () => {
    expect(list('packing tips: Roll, never fold; Shoes in bags; Liquids in a clear pouch')?.items).toEqual(['Roll, never fold', 'Shoes in bags', 'Liquids in a clear pouch']);
    expect(list('rules: No running; Shower first, please; Lanes clockwise')?.items).toEqual(['No running', 'Shower first, please', 'Lanes clockwise']);
    expect(list('three tips: sleep, water, walks')?.items).toEqual(['sleep', 'water', 'walks']);
  });

  it('"numbered", "step by step", "one by one" said before the items', () => {
    expect(list('study tips, numbered, one by one: Plan the week, Start early, Take breaks')).toMatchObject({ numbered: true, items: ['Plan the week', 'Start early', 'Take breaks'] });
    expect(list('Warm-up B, numbered, reveal one by one: 10 lunges, 20 squats, 30s plank')).toMatchObject({ numbered: true, items: ['10 lunges', '20 squats', '30s plank'] });
    expect(list('Fix a puncture step by step, each step appearing after the other: Remove the wheel, Find the hole, Patch it')).toMatchObject({ numbered: true });
    expect(list('my favourite snacks, one by one: crisps, grapes, toast')).toMatchObject({ numbered: false });
  });

  it('the words about the list are no part of its title', () => {
    const doc = read('Warm-up B, numbered, reveal one by one: 10 lunges, 20 squats, 30s plank').document;
    expect(layersOf(doc, 0, 'text').map((l) => l.text)).toEqual(['Warm-up B']);
    const solved = read('Solve 2x = 8 step by step, numbered: Divide both sides by 2, x = 4, Check it').document;
    expect(layersOf(solved, 0, 'text').map((l) => l.text)).toEqual(['Solve 2x = 8']);
  });

  it('the items named before the list word ("the three stages as a numbered list") are understood, not shown', () => {
    const doc = read('Then the three states as a numbered list, one at a time — Solid, Liquid, Gas.').document;
    expect(layersOf(doc, 0, 'list')[0]).toMatchObject({ items: ['Solid', 'Liquid', 'Gas'], numbered: true });
    expect(layersOf(doc, 0, 'text')).toEqual([]);
  });

  it('item lines end at a line said to the tool', () => {
    expect(list('Bar snacks:\nOlives £4\nNuts £3\nChips £5\nTitle it Nibbles. Keep it simple please.')?.items).toEqual(['Olives £4', 'Nuts £3', 'Chips £5']);
    expect(list('Drinks menu:\nCola £2\nLemonade £2\nTea £1.50\nall on one slide pls, dark green bg')?.items).toEqual(['Cola £2', 'Lemonade £2', 'Tea £1.50']);
    expect(list('Drinks menu:\nCola £2\nLemonade £2\nTea, hot £1.50')?.items).toEqual(['Cola £2', 'Lemonade £2', 'Tea, hot £1.50']);
  });
});

describe('quoted items set apart by slashes, bars or bullets', () => {
  const list = (prompt: string) => layersOf(read(prompt).document, 0, 'list')[0];
  it.each([
    [`steps: 'Rinse' / 'Soak' / 'Simmer'`, ['Rinse', 'Soak', 'Simmer']],
    // A list word in the sentence: bare quotes between bars are slides one after another (scene-plan.ts).
    [`drinks list "Tea" | "Coffee" | "Cocoa"`, ['Tea', 'Coffee', 'Cocoa']],
    [`points: "Fast" • "Cheap" • "Kind"`, ['Fast', 'Cheap', 'Kind']],
  ])('%s', (prompt, items) => {
    expect(list(prompt)?.items).toEqual(items);
  });
  it('two quotes with a slash are no list', () => {
    expect(list(`"Open" / "Closed"`)).toBeUndefined();
  });
});

describe('a reveal said not to happen, and the line above bullets', () => {
  it.each([
    ['Rules\n- No shoes\n- No food\n- No phones\nall at once, not one by one', 0],
    ['Rules\n- No shoes\n- No food\n- No phones\nshow them together rather than one at a time', 0],
    ['Rules\n- No shoes\n- No food\n- No phones\none by one please', 0.6],
  ])('%s', (prompt, stagger) => {
    const list = layersOf(read(prompt).document, 0, 'list')[0]!;
    expect(list.stagger === 0).toBe(stagger === 0);
  });

  it('the line above bulleted lines is their title, and words after a dash on it are not an item', () => {
    const doc = read('Kit list — Saturday\n• Boots\n• Shin pads\n• Water bottle').document;
    expect(layersOf(doc, 0, 'list')[0]!.items).toEqual(['Boots', 'Shin pads', 'Water bottle']);
    expect(layersOf(doc, 0, 'text').map((l) => l.text)).toEqual(['Kit list — Saturday']);
  });
});

describe("a list's manner said in its own lead or after its last item", () => {
  it.each([
    ['Bullet points, all on screen at once: • Sorting donations • Driving deliveries • Front desk', 0],
    ['Three bullet points, shown all at once: • Sorting donations • Driving deliveries • Front desk', 0],
    ['A list of Sorting donations, Driving deliveries, Front desk, all at once', 0],
  ])('%s', (prompt, stagger) => {
    expect(list(prompt)).toMatchObject({ items: ['Sorting donations', 'Driving deliveries', 'Front desk'], stagger });
  });

  it('one at a time said the same way staggers them', () => {
    expect(list('a list of Espresso, Flat white, Cold brew, one at a time please.').stagger).toBeGreaterThan(0);
    expect(list('a list of Espresso, Flat white, Cold brew, one at a time please.').items).toEqual(['Espresso', 'Flat white', 'Cold brew']);
  });
});

describe("a move's own length in a list of moves", () => {
  it('"side plank 30s each side" is an item, not every scene\'s length', () => {
    const { document } = read("the moves one by one: plank 45s, dead bug 40s, side plank 30s each side, hollow hold 30s");
    expect(layersOf(document, 0, 'list')[0]!.items).toEqual(['plank 45s', 'dead bug 40s', 'side plank 30s each side', 'hollow hold 30s']);
    expect(read('three slides: Plan, Build, Launch, 4 seconds each').document.scenes.map((s) => s.duration)).toEqual([4, 4, 4]);
  });
});
