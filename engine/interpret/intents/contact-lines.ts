import { textLayer } from '../compose/layers.js';
import type { BuiltScene } from '../compose/build-scene.js';
import { AVAILABLE_ON, BARE_PHONE, CONTACT, PHONE, phoneDigits, STREET, streetText } from '../read/contacts.js';
import type { Reading } from '../read/reading.js';
import { capitalise } from '../read/words.js';

/*
 * A web address, handle, email, phone number or street address said with a scene's title ("… and the website flowbreathe.com",
 * "follow @acme", "call us on 020 7946 0018"): shown under the title, or at the foot of a list with no title;
 * never dropped.
 */
export function contactLines(reading: Reading, descriptions: readonly BuiltScene[], streets: ReadonlyMap<BuiltScene, RegExpExecArray[]> = new Map()): void {
  for (const b of descriptions) {
    const held = streets.get(b) ?? [];
    const titled = b.pieces.find((p) => p.kind === 'text' && p.layers.some((l) => l.type === 'text' && l.role === 'heading'));
    const listed = titled ? undefined : b.pieces.find((p) => p.kind === 'list');
    if (!titled && !listed) {
      // "End with a button saying 'Donate today' and show the address riversidefoodbank.org.uk underneath it": a
      // web address said with a button that has none is the button's, shown under it.
      const button = b.pieces.flatMap((p) => p.layers).find((l) => l.type === 'button' && !l.url);
      const web = button ? reading.find(CONTACT, b.segment.start, b.segment.end).find((m) => reading.isFree(m.index, m.index + m[0].length) && /\./.test(m[2] ?? '') && !/@/.test(m[2] ?? '')) : undefined;
      if (button?.type === 'button' && web) {
        button.url = web[2]!.replace(/[.,;:]+$/, '').slice(0, 80);
        reading.takeMatch(web);
        const under = /^\s*(?:under(?:neath)?|below|beneath)\s+(?:it|that|the\s+button)\b/i.exec(reading.view(web.index + web[0].length, b.segment.end));
        if (under) reading.take(web.index + web[0].length, web.index + web[0].length + under[0].length);
      }
      // A street said as the address in a scene with nothing else to show: the scene's heading.
      if (held.length) b.pieces.push({ kind: 'text', start: held[0]!.index, end: held.at(-1)!.index + held.at(-1)![0].length, layers: [textLayer('heading', held.map((m) => streetText(m.groups!.street!)).join(' · '))], said: {} });
      // "… a button at the end saying Get a free quote and our number 07700 900123": a number said with a button
      // (or pictures) and no title is a line at the foot of the frame; said alone, it is the scene's text.
      // So is a handle or a web address said to go on the frame ("put @dario.cuts at the top" over a clip), at the
      // edge said.
      if (!held.length) {
        const phones = phonesIn(reading, b.segment.start, b.segment.end);
        const webs = reading.find(CONTACT, b.segment.start, b.segment.end).filter((m) => reading.isFree(m.index, m.index + m[0].length) && !phones.some((p) => p.index <= m.index && m.index < p.index + p[0].length));
        const lines = [...phones, ...webs].sort((x, y) => x.index - y.index);
        if (lines.length) {
          for (const m of lines) reading.takeMatch(m);
          const line = lines.map(contactText).join(' · ');
          const end = lines.at(-1)!.index + lines.at(-1)![0].length;
          const top = /^\s*(?:(?:at|on|along)\s+the\s+top|up\s+top|on\s+top)\b/i.exec(reading.view(end, b.segment.end));
          if (top) reading.take(end, end + top[0].length);
          // A scene of nothing else but a logo ("at the end put my number … and my logo"): the number is its text.
          const alone = b.pieces.every((p) => p.kind === 'logo');
          b.pieces.push({ kind: 'text', start: lines[0]!.index, end, layers: [alone ? textLayer('heading', line) : { ...textLayer('caption', line), placement: top ? 'top' : 'bottom' }], said: alone ? {} : { placement: true } });
        }
      }
      continue;
    }
    const free = (m: RegExpExecArray) => reading.isFree(m.index, m.index + m[0].length);
    const found = reading.find(CONTACT, b.segment.start, b.segment.end).filter(free);
    // Where to find it: "Available on Spotify and Apple Podcasts", "streaming on Netflix".
    const where = reading.find(AVAILABLE_ON, b.segment.start, b.segment.end).filter(free);
    // A phone number: "with the phone number 555-0134", "call us on 020 7946 0018".
    const phones = phonesIn(reading, b.segment.start, b.segment.end);
    found.push(...phones);
    found.push(...held);
    found.sort((x, y) => x.index - y.index);
    if (!found.length && !where.length) continue;
    // A call to act keeps its verb: "register at pgconf.dev" is shown as "Register at pgconf.dev".
    const shown = [
      ...where.map((m) => capitalise(m[0].trim().replace(/\s+/g, ' ').replace(/[.,;:]+$/, ''))),
      ...found.map(contactText),
    ];
    for (const m of [...where, ...found]) if (!held.includes(m)) reading.takeMatch(m);
    if (titled) {
      const role = titled.layers.some((l) => l.type === 'text' && l.role === 'subtitle') ? 'body' : 'subtitle';
      titled.layers.push(textLayer(role, shown.join(' · ')));
    } else {
      // Under a list with no title ("…", "…", "…", apply at acme.com/jobs): a line at the foot of the frame.
      const end = Math.max(...[...where, ...found].map((m) => m.index + m[0].length));
      b.pieces.push({ kind: 'text', start: listed!.end, end, layers: [{ ...textLayer('caption', shown.join(' · ')), placement: 'bottom' }], said: { placement: true } });
    }
  }
}

/**
 * A street said as the address ("… and the address 1420 SW 8th St, Miami", "Also show the address …"), taken from
 * each scene's words before plain text is read (else the request would be read as a line of copy): shown by
 * `contactLines` once the scene's texts are in.
 */
export function takeStreets(reading: Reading, descriptions: readonly BuiltScene[]): Map<BuiltScene, RegExpExecArray[]> {
  const held = new Map<BuiltScene, RegExpExecArray[]>();
  for (const b of descriptions) {
    const found = reading.find(STREET, b.segment.start, b.segment.end).filter((m) => reading.isFree(m.index, m.index + m[0].length));
    for (const m of found) reading.takeMatch(m);
    if (found.length) held.set(b, found);
  }
  return held;
}

/**
 * A contact line as shown: a street as written, a phone number with its call, a web address or handle with the verb
 * that asked for it ("Register at pgconf.dev").
 */
const contactText = (m: RegExpExecArray): string =>
  m.groups?.street ? streetText(m.groups.street) : m.groups?.phone ? phoneText(m) : `${m.groups?.cta ? capitalise(m.groups.cta.replace(/\s+/g, ' ')) : ''}${m[2]!.replace(/[.,;:]+$/, '')}`;

/** A phone number as shown: with its "Call" when it was said as a call ("call us on 020 7946 0018"), and its "24/7". */
// Whom to call, named in capitals ("Call Dave 0412 555 019"), is kept with it.
const phoneText = (m: RegExpExecArray): string => `${m.groups!.call ? 'Call ' : ''}${/^\p{Lu}/u.test(m.groups!.whom ?? '') ? `${m.groups!.whom} ` : ''}${m.groups!.phone}${m.groups!.always ? ` · ${m.groups!.always}` : ''}`;

/** The phone numbers still free between `from` and `to`: said with a word for them, or bare in a phone's own shape. */
function phonesIn(reading: Reading, from: number, to: number): RegExpExecArray[] {
  const free = (m: RegExpExecArray) => reading.isFree(m.index, m.index + m[0].length);
  const said = reading.find(PHONE, from, to).filter(free);
  const bare = reading.find(BARE_PHONE, from, to).filter((m) => free(m) && phoneDigits(m.groups!.phone!) >= 10 && phoneDigits(m.groups!.phone!) <= 13 && !said.some((s) => s.index < m.index + m[0].length && m.index < s.index + s[0].length));
  return [...said, ...bare].sort((x, y) => x.index - y.index);
}
