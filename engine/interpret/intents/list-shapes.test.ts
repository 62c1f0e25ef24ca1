import { describe, expect, it } from '@jest/globals';
import { layersOf, read, textsOf } from '../testing.js';

describe('lists typed by their shape, with no list word', () => {
  it.each([
    ['Opening hours: Mon–Fri 8–6 / Sat 9–4 / Sun closed', ['Mon–Fri 8–6', 'Sat 9–4', 'Sun closed'], 'Opening hours', false],
    ['Gym rules (numbered): Wipe the bench / Rack your weights / No phones on the floor', ['Wipe the bench', 'Rack your weights', 'No phones on the floor'], 'Gym rules', true],
    ['Festival line-up: The Reeds • Mono Lake • Paper Kites', ['The Reeds', 'Mono Lake', 'Paper Kites'], 'Festival line-up', false],
    ['Packing for camp:\n- sleeping bag\n- torch\n- wellies\n- a water bottle', ['sleeping bag', 'torch', 'wellies', 'a water bottle'], 'Packing for camp', false],
    ['Bake sale prices\nBrownies 1.50\nFlapjacks 1.20\nLemon slice 1.80', ['Brownies 1.50', 'Flapjacks 1.20', 'Lemon slice 1.80'], 'Bake sale prices', false],
    ['How to reset your router:\n1. Unplug it\n2. Wait ten seconds\n3. Plug it back in', ['Unplug it', 'Wait ten seconds', 'Plug it back in'], 'How to reset your router', true],
  ])('%s', (prompt, items, title, numbered) => {
    const { document } = read(prompt);
    const [list] = layersOf(document, 0, 'list');
    expect(list).toMatchObject({ items, numbered });
    expect(textsOf(document, 0)).toContain(`heading:${title}`);
  });

  it('ends the lines at a line said to the tool, and leaves its reveal words to the list', () => {
    const { document } = read('Things to pack:\nhat\nsun cream\nflip flops\nshow them all at once');
    expect(layersOf(document, 0, 'list')[0]).toMatchObject({ items: ['hat', 'sun cream', 'flip flops'] });
    expect(JSON.stringify(document)).not.toMatch(/all at once/i);
  });

  it('takes no title from a lead that only styles, and no list from lines of one card', () => {
    const { document } = read('neon green on black: LASER TAG / Saturday 8pm / bring a friend');
    expect(layersOf(document, 0, 'list')).toEqual([]);
    expect(textsOf(document, 0).join(' ')).toContain('LASER TAG');
  });

  it('leaves captions set apart to the pictures, not a list', () => {
    const { document } = read('a slideshow with captions: Harbour / Old Town / Beach');
    expect(document.scenes.flatMap((s) => s.layers).filter((l) => l.type === 'list')).toEqual([]);
  });

  it('numbers the lines that are numbered', () => {
    const { document } = read('Order of the day:\n1. Welcome\n2. Budget\n3. Questions');
    expect(layersOf(document, 0, 'list')[0]).toMatchObject({ items: ['Welcome', 'Budget', 'Questions'], numbered: true });
  });
});
