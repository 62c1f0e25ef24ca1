import { describe, expect, it } from '@jest/globals';
import { layersOf, read } from '../testing.js';

describe('buttons as people type them', () => {
  const button = (prompt: string) => read(prompt).document.scenes.flatMap((_, i) => layersOf(read(prompt).document, i, 'button'))[0];

  it.each([
    ['Spring fair, Saturday 10am. Get tickets button → fairtix.org/spring', 'Get tickets', 'fairtix.org/spring'],
    ['last slide: a Sign-up button that goes to club.example.org', 'Sign-up', 'club.example.org'],
    ["'Order now' button -> pizza.example.com", 'Order now', 'pizza.example.com'],
    ['Open day. Book a Visit button linking to school.example.com', 'Book a Visit', 'school.example.com'],
    ['end card with a button: Join the club — club.example.com', 'Join the club', 'club.example.com'],
  ])('%s', (prompt, text, url) => {
    expect(button(prompt)).toMatchObject({ text, url });
  });

  it('"button says …" after a dash: the text before the dash is the title, the rest the button', () => {
    const { document } = read('end screen: Free for 30 days — button says Start today, url trial.example.com');
    expect(layersOf(document, 0, 'button')[0]).toMatchObject({ text: 'Start today' });
    expect(JSON.stringify(document)).not.toMatch(/button says/);
  });

  it('takes no clause word for a button\'s name ("Then a button …")', () => {
    expect(button('Then a button "Donate" linking to give.example.org')).toMatchObject({ text: 'Donate' });
    expect(button('and a big red button')).toBeUndefined();
  });
});
