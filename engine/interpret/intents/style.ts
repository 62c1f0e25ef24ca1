import { insideName } from '../read/names.js';
import { nameOfColour } from '../../designer-colours.js';
import type { Fill, Theme } from '../../../model/scene-document.js';
import { Reading } from '../read/reading.js';
import { colourTargetAt } from './colour-targets.js';
import { COLOUR, colourValue, readBoundColour } from './colour-words.js';

export { COLOUR, colourPhrases, colourValue, readBoundColour } from './colour-words.js';

/*
 * Themes and backgrounds. A colour word is read as a background only where the prompt says background or
 * backdrop (or gradient, "a black screen", "make it black"), or as a #hex code: colour names are also ordinary words
 * ("tomato soup", "orange juice", "focus on green"), and a video should not turn red because a prompt mentioned one.
 */

const THEME_WORDS: [RegExp, Theme][] = [
  // Each look also said in the common languages with its noun ("estilo divertido", "minimalistischer Stil").
  // Mood words go to the nearest look: "sleek", "nothing fancy", "no frills" are minimal; "festive", "girly"
  // playful; "rustic" retro; "classy", "posh" elegant. Others ("cozy", "moody", "corporate", "techy") change no look
  // and are read as style words, never drawn (read/roles.ts).
  [/\b(?:(?:estilo|style|stile|look)\s+(?:minimalista|minimaliste|épuré|epure|limpio|limpo|pulito)|minimalistisch(?:e[rns]?)?(?:\s+(?:stil|style))?|minimal|minimalist|minimalistic|clean|simple|sleek|nothing\s+(?:else|(?:too\s+)?(?:fancy|flashy))|no[- ]frills)\b/i, 'minimal'],
  [/\b(?:(?:estilo|style|stile|look)\s+(?:audaz|llamativo|audacieux|marcante|deciso)|(?:kräftige[rns]?|auffällige[rns]?|fette[rns]?)\s+(?:stil|style)|bold|loud|punchy|striking)\b/i, 'bold'],
  [/\b(?:(?:estilo|style|stile|look)\s+(?:rétro|retrò)|retro-?(?:stil|style)|retro|vintage|rustic|(?:19)?[5-9]0s|fifties|sixties|seventies|eighties|nineties|old[- ]school)\b/i, 'retro'],
  [/\b(?:(?:estilo|style|stile|look)\s+(?:elegante|élégant|elegant|chic)|elegante[rns]?\s+(?:stil|style)|elegant|classy|posh|serif|refined|luxurious|luxury)\b/i, 'elegant'],
  [/\b(?:(?:estilo|style|stile|look)\s+(?:divertido|divertida|ludique|amusant|giocoso|divertente|alegre|lúdico|ludico|allegro|allegra|vrolijk|speels|joyeux|joyeuse)|(?:verspielte[rns]?|lustige[rns]?|fröhliche[rns]?)\s+(?:stil|style)|playful|fun|festive|girly|cheerful|speelse?|vrolijke?(?!\s+(?:kerst|pasen|feest|verjaardag))|whimsical|cute|colou?rful|kid[- ]friendly|(?:bright|happy)\s+(?:and\s+)?(?:friendly|fun|cheerful)\s+colou?rs)\b/i, 'playful'],
  // "Something traditional", "a timeless look": the classic look.
  [/\b(?:(?:estilo|style|stile|look)\s+(?:clásico|clasico|classique|clássico|classico)|klassische[rns]?\s+(?:stil|style)|classic|traditional|timeless)\b/i, 'classic'],
];
const CONTENT_NOUN = String.raw`(?:(?:bullet(?:ed)?\s+|numbered\s+)?(?:lists?|bullets?|bullet\s+points?|points?)|steps?|tips?|ways?|facts?|ideas?|recipes?|rules?|tricks?|hacks?|questions?|things?|reasons?|habits?|changes?|swaps?|moves?|exercises?|stretches?|energy|eating|water|air|beauty|meals?)\b`;
/** What follows a verb, never a style adjective: a determiner or an object ("the", "your", "up", "it"). */
const VERB_OBJECT = String.raw`(?:the|your|our|my|his|her|their|all|up|out|off|it|them|this|that|these|those|every|each)\b`;
const THEME_TAIL = String.raw`(?:\s+(?:style|styled|theme|themed|look|looking|design|vibe|feel|aesthetic|font|fonts))?`;

export { THEME_BACKGROUNDS } from '../../../model/theme-grounds.js';

/**
 * The theme the prompt names ("bold", "retro style", "in an elegant look", "make it loud"), marked as used. A word
 * said with a style noun ("Retro style please") or after "make it" beats a bare adjective ("a simple slide"); among
 * equals, the first said.
 */
export function readTheme(reading: Reading): Theme | undefined {
  let found: { theme: Theme; at: number; said: boolean; named: boolean; palette?: boolean } | undefined;
  for (const [pattern, theme] of THEME_WORDS) {
    // A word followed by a number is a label of data ("Fun 15%" in a chart, "Bold 2"), not a style; "make it loud:
    // 30% off" is one. A decade is part of the look ("vintage 70s look").
    // A word describing what is said is not a style either: "3 simple steps", "fun facts", "clean energy"; nor is
    // one taking an object, a verb of the copy: "Clean the oven", "clean up the yard".
    // Nor a word of a name in capitals ("our 5k Fun Run", "Bold Street Bakery"), unless a style noun follows it.
    // "style retro" (the noun first, as Italian or Spanish put it) is said as well; "too loud" is a complaint, no look.
    // An everyday adjective said of a thing ("dry with a clean towel", "a simple recipe", "fun run") is the thing's, not
    // the video's look: only when a word of the look or of the video follows it, or nothing does.
    // ("clean/aseptic procedures": joined to another adjective by a slash, it is the thing's too.)
    const ownNoun = (t: RegExpExecArray) => /^(?:clean|simple|fun|cute|traditional|timeless)$/i.test(t[0].trim().split(/\s+/).at(-1) ?? '') && /^\/[a-z]|^\s+(?!(?:and|or|but|with|look\w*|styl\w*|design|feel|vibe|theme|aesthetic|video|vid|reel|promo|clip|opener|intro|outro|ad|post|story|slides?|colou?rs?|fonts?|text|letters|lettering|print|type|typography|layout|animation|transitions?|background|bg|graphics|visuals|edit|please|pls|yet|but|so|too|as|to|for|in|on|at)\b)(?!(?:white|black|red|blue|green|yellow|pink|purple|orange|grey|gray|gold|silver|navy|teal|cream|beige|brown|pastel)\b)[a-z][a-z-]{2,}\b/.test(reading.text.slice(t.index + t[0].length, t.index + t[0].length + 30));
    const all = reading.find(new RegExp(`(?:\\b(?:make|keep)\\s+it\\s+(?:look\\s+|feel\\s+)?(?:more\\s+)?|\\b(?:style|look|theme)\\s*:?\\s+)?(?:\\b(?:in\\s+)?(?:an?\\s+)?)?(?<!\\b(?:too|not|less|overly|have|having|had|has)\\s+)${pattern.source}(?:\\s+(?:and\\s+)?(?:[5-9]0s|colou?rful|cute|fun))?(?!\\s+${CONTENT_NOUN})(?!\\s+${VERB_OBJECT})${THEME_TAIL}(?:(?<=\\b(?:make|keep)\\s+it\\s+\\S+)|(?!\\s*[:=]?\\s*[$€£]?\\d))`, 'i')).filter((t) => !ownNoun(t)).filter((t) => !insideName(reading.text, t.index, t.index + t[0].length) || /\b(?:style|styled|theme|themed|look|vibe|feel)\b/i.test(t[0]));
    // "a fun playful video": every word of the theme is read, the first one says where.
    for (const t of all.slice(1)) reading.takeMatch(t);
    const m = all[0];
    if (!m) continue;
    reading.takeMatch(m);
    const said = /\b(?:style|styled|theme|themed|look|looking|design|vibe|feel|aesthetic)$|^(?:make|keep)\s+it\b|^(?:style|look|theme)\b/i.test(m[0].trim());
    // A theme called by its own name ("clean, classic-looking") over one a mood word stands for ("clean" is minimal).
    const named = new RegExp(`\\b${theme}\\b`, 'i').test(m[0]);
    // Colours called bold or loud ("something fun, bold colours") describe the palette: any look said otherwise wins.
    const palette = /^\s*(?:colou?rs?|palette)\b/i.test(reading.text.slice(m.index + m[0].length, m.index + m[0].length + 10)) && /\b(?:bold|loud|punchy|striking)$/i.test(m[0].trim());
    const rank = (f: { said: boolean; named: boolean; palette?: boolean }) => (f.palette ? -1 : Number(f.said) * 2 + Number(f.named));
    if (!found || rank({ said, named, palette }) > rank(found) || (rank({ said, named, palette }) === rank(found) && m.index < found.at)) found = { theme, at: m.index, said, named, palette };
  }
  return found?.theme;
}

const DIRECTION = String.raw`(vertical|horizontal|diagonal)`;
/** Between a gradient's two colours: "to", "into", "-to-", "→", "/". */
const RUNS_INTO = String.raw`(?:\s*[-–]?\s*(?:to|and|into|fading\s+(?:in)?to|→)\s*[-–]?\s*|\s*[-–/→]\s*)`;
/** A gradient's name for its look ("sunset", "rainbow"): said before the word, it is no content. */
const GRADIENT_NAME = String.raw`(?:(?:sunset|sunrise|rainbow|ocean|aurora|fire|candy|peach|twilight|dusk|dawn)\s+)?`;
const GRADIENTS = [
  new RegExp(String.raw`(?:(?:background|backdrop|bg)\s+(?:is\s+|as\s+|of\s+|with\s+|to\s+)?)?(?:an?\s+)?(?:${DIRECTION}\s+)?${GRADIENT_NAME}gradient(?:\s*[,:–—]\s*|\s+)(?:(?:background|backdrop|bg)(?:\s*[,:–—]\s*|\s+))?(?:(?:going|running|fading|that\s+goes|moving)\s+)?\(?(?:from\s+)?(${COLOUR})${RUNS_INTO}(${COLOUR})\)?(?:\s+(?:background|backdrop|bg))?`, 'i'),
  new RegExp(String.raw`(?:an?\s+)?(${COLOUR})${RUNS_INTO}(${COLOUR})\s+(?:${DIRECTION}\s+)?gradient(?:\s+(?:background|backdrop|bg))?`, 'i'),
];
/** A gradient named by its look alone ("a rainbow gradient", "sunset gradient background"): its two colours. */
const NAMED_GRADIENTS: Record<string, [string, string]> = {
  sunset: ['#ff7e5f', '#6a3093'], sunrise: ['#ffb347', '#ff6f61'], rainbow: ['#ff3b6b', '#5b5bf0'], ocean: ['#1cb5e0', '#0b3d91'],
  aurora: ['#00c9a7', '#6a3093'], fire: ['#ffb000', '#d7263d'], candy: ['#ff9a9e', '#a18cd1'], peach: ['#ffd3a5', '#fd6585'],
  twilight: ['#4b3f72', '#141e30'], dusk: ['#fd746c', '#2c3e50'], dawn: ['#f3904f', '#3b4371'],
};
const NAMED_GRADIENT = new RegExp(String.raw`(?:an?\s+)?\b(${Object.keys(NAMED_GRADIENTS).join('|')})(?:[- ]colou?red)?\s+gradient(?:\s+(?:background|backdrop|bg))?\b`, 'i');

const ONE_COLOUR_GRADIENT = new RegExp(String.raw`(?:an?\s+)?(${COLOUR})\s+gradient(?:\s+(?:background|backdrop|bg))?\b`, 'i');

const SOLIDS = [
  // Not "black bg white txt": a colour right before a text noun is that text's.
  new RegExp(String.raw`\b(?:background|backdrop|bg)(?:\s+colou?r)?\s*(?:[:=]|\bto\b|\bof\b|\bis\b|\bin\b|\bas\b|\bshould\s+be\b)?\s*(?:a\s+|an\s+|plain\s+|solid\s+)?(${COLOUR})(?!\s+(?:text|txt|letters|lettering|font|type|writing|words|titles?|headings?)\b)`, 'i'),
  new RegExp(String.raw`(?:(?:on|over|against|with)\s+)?(?:an?\s+|the\s+)?(?:plain\s+|solid\s+)?(?:(?:calm|calming|gentle|clean|fresh|nice|lovely|simple|subtle|classy|relaxing|soothing|serene|peaceful|rich|vibrant)\s+)?(${COLOUR})\s+(?:colou?red\s+)?(?:background|backdrop|bg)\b`, 'i'),
  new RegExp(String.raw`\bmake\s+(?:it|everything)\s+(${COLOUR})\b`, 'i'),
  // The slide itself: "a black screen", "a plain white slide", "on a cream card".
  new RegExp(String.raw`\b(?:an?\s+)?(?:plain\s+|solid\s+|blank\s+)?(${COLOUR})\s+(?:screen|slide|card|canvas)\b`, 'i'),
  // The ground of a text's colour: "white text on black", "Make the text white on black", ""Sale" on orange".
  new RegExp(String.raw`(?<=(?:\u0001|\b(?:text|letters|lettering|writing|font|type)|\b(?:text|letters|lettering|writing|font|type)\s+(?:in\s+)?(?:${COLOUR}))\s*)on\s+(?:an?\s+|the\s+)?(?:plain\s+|solid\s+)?(${COLOUR})\b(?!\s*(?:text|letters|lettering|writing|font))`, 'i'),
];

const TEXT_COLOURS = [
  // "Make the text white", "the text should be white", "text colour: gold".
  new RegExp(String.raw`\b(?:make|set|turn|have|keep)\s+(?:the\s+|all\s+(?:the\s+)?)?(?:text|letters|font|words|writing|lettering)\s+(?:colou?r\s+)?(?:to\s+|in\s+)?(${COLOUR})`, 'i'),
  new RegExp(String.raw`\b(?:the\s+|all\s+(?:the\s+)?)?(?:text|letters|font|words|writing|lettering)(?:\s+colou?r)?\s*(?:\bis\b|\bshould\s+be\b|\bin\b|=|:)\s*(${COLOUR})`, 'i'),
  new RegExp(String.raw`\b(?:in|with)\s+(?:an?\s+)?(${COLOUR})\s+(?:letters|text|font|type|lettering|writing)\b`, 'i'),
  new RegExp(String.raw`\b(?:in|coloured|colored|written\s+in)\s+(${COLOUR})\b`, 'i'),
  new RegExp(String.raw`\b(${COLOUR})\s+(?:letters|text|font|lettering|writing)\b`, 'i'),
];

/**
 * "white on red", "in neon green on black", "yellow text on a navy background": a designer's pair, the text's
 * colour on the ground's. Read before the palettes, so "neon green on black" is not a neon ground.
 */
const TEXT_ON_GROUND = new RegExp(String.raw`\b(?:(?:in|with)\s+)?(?:an?\s+)?(${COLOUR})(?:\s+(?:text|letters|lettering|type|font|writing|words))?\s+on\s+(?:an?\s+|the\s+)?(?:plain\s+|solid\s+)?(${COLOUR})(?:\s+(?:background|backdrop|bg))?\b`, 'i');

/** "in orange and black", "in navy and gold" closing a clause: the video's two colours. */
const IN_PAIR = new RegExp(String.raw`\bin\s+(${COLOUR})\s+(?:and|&)\s+(${COLOUR})(?=\s*(?:[,.;!]|$|with\b|for\b|\d))`, 'i');
const NEUTRAL = /^(?:black|white|off[- ]white|ivory|cream|charcoal|jet\s+black|pure\s+white)$/i;

/**
 * The text colour and the ground of a "white on red" pair, or of "in orange and black", marked as used. Of a pair
 * with a neutral (black, white, cream), the neutral is the ground and the colour the texts' (a Halloween "orange and
 * black" is orange type on black); otherwise the first is the ground, as in a palette.
 */
export function readTextOnGround(reading: Reading): { text: string; ground: Fill } | undefined {
  for (const m of colourMatches(reading, IN_PAIR, 0, reading.length)) {
    const [first, second] = [m[1]!.trim(), m[2]!.trim()];
    if (/^(?:dark|light)$/i.test(first) || /^(?:dark|light)$/i.test(second)) continue;
    if (/^black$/i.test(first) && /^white$/i.test(second)) continue; // "in black and white": a look of its own
    const [groundWord, textWord] = NEUTRAL.test(second) && !NEUTRAL.test(first) ? [second, first] : [first, second];
    const ground = colourValue(groundWord);
    const text = colourValue(textWord);
    if (!ground || !text || ground === text) continue;
    reading.takeMatch(m);
    return { text, ground: { type: 'solid', colour: ground } };
  }
  for (const m of colourMatches(reading, TEXT_ON_GROUND, 0, reading.length)) {
    if (/^(?:dark|light)$/i.test(m[1]!) || /^(?:dark|light)$/i.test(m[2]!)) continue;
    const text = colourValue(m[1]!);
    const ground = colourValue(m[2]!);
    if (!text || !ground || text === ground) continue;
    reading.takeMatch(m);
    return { text, ground: { type: 'solid', colour: ground } };
  }
  return undefined;
}

/** A text's own colour, said next to it: ""Sale" in red", "in yellow letters", "white text". */
export function readTextColour(reading: Reading, from: number, to: number): string | undefined {
  for (const pattern of TEXT_COLOURS) {
    for (const m of reading.find(pattern, from, to)) {
      const colour = colourValue(m[1]!);
      if (!colour || /^(?:dark|light)$/i.test(m[1]!)) continue;
      // "Upright bars, in purple": a colour said of something else is not the text's.
      const at = Reading.groupStart(m, 1);
      const bound = colourTargetAt(reading, at, at + m[1]!.length);
      if (bound && bound.target !== 'text') continue;
      reading.takeMatch(m);
      return colour;
    }
  }
  // Said of a text noun in other words: "dark green type", "white txt", "text color is golden".
  return readBoundColour(reading, 'text', from, to);
}

/**
 * A colour said as the look of the whole video: "a calm sage green theme", "in blue tones", "navy and gold colour
 * scheme", "a terracotta palette". The nouns are about the whole video, so, unlike "background", the phrase is read
 * once for all scenes wherever it stands. Of two colours, the first is the ground (the second would be an accent).
 */
const PALETTE_NOUN = String.raw`(?:colou?r\s+)?(?:theme|themed|palette|colou?r\s+scheme|scheme|tones|tone|colou?rs|aesthetic|style|styled|look|vibe|feel|design)`;
/** Decoration said as a clause of its own ("sparkles", "hearts floating up", "snow falling"). */
const DECORATION = String.raw`(?:sparkles|confetti|glitter|snow(?:flakes)?|hearts|balloons|bubbles|fireworks|stars)(?:\s+(?:floating|falling|rising|drifting|flying|everywhere)(?:\s+(?:up|down|around|about))?)?`;
/** A look word closing a clause of its own ("…, elegant."). */
const LOOK_WORD = String.raw`(?:elegant|minimal|minimalist|bold|modern|clean|playful|retro|classic|sleek|premium|luxury|cozy|cosy|moody|fun|calm)`;
const PALETTES = [
  new RegExp(String.raw`(?:\b(?:in|with)\s+)?(?:an?\s+|the\s+)?(${COLOUR})\s*(?:and|&|\+|with)\s*(${COLOUR})\s+${PALETTE_NOUN}\b`, 'i'),
  new RegExp(String.raw`(?:\b(?:in|with)\s+)?(?:an?\s+|the\s+)?(${COLOUR})\s+${PALETTE_NOUN}\b`, 'i'),
  // Two colours and nothing else in their clause, opening a sentence, after a comma or after a style word: "Black and
  // red, energetic, fast cuts.", "Elegant style, navy and gold.", "Gym promo, bold black and yellow: …".
  new RegExp(String.raw`(?:^|(?<=[.!?,][\s\u0001]*)|(?<=\b(?:bold|elegant|minimal|minimalist|retro|playful|classic|modern|clean|sleek)\s+))(${COLOUR})\s*(?:and|&|\+|\/|with)\s*(${COLOUR})(?=\s*(?:[,.;:!?]|$))`, 'i'),
  // A sentence that opens with one colour and ends its clause there: "Warm brown.", "Calm sage green, show …".
  new RegExp(String.raw`(?:^|(?<=[.!?][\s\u0001]*))(?:(?:calm|soft|bright|bold|clean|rich|deep|vibrant|fresh|muted|gentle)\s+)?(${COLOUR})(?=\s*(?:[,.;!?]|$)|\s+\u0001+\s*(?:[,.;!?]|$))`, 'i'),
  // A sentence of one colour and a look word: "Sage green and minimal pls.", "Navy, elegant."
  new RegExp(String.raw`(?:^|(?<=[.!?\n][\s\u0001]*))(?:(?:calm|soft|bright|bold|clean|rich|deep|vibrant|fresh|muted|gentle)\s+)?(${COLOUR})(?=\s*(?:,|and|&|\+)\s*(?:very\s+|really\s+|super\s+)?(?:${LOOK_WORD}|\u0001+)(?:[\s\u0001]+(?:look|style|vibe|feel|pls|please|thanks))*[\s\u0001]*(?:[.!?\n]|$))`, 'i'),
  // A colour that closes the brief (or its sentence) after a comma, behind words about the look or the format:
  // "Vertical, midnight blue", "Elegant, slow fades, soft lavender", "elegant, dark green and gold accent. 30 s". (After an item, "flavours: vanilla, chocolate, mint" keeps its mint.)
  // Or between such clauses, a decoration's among them: "Sparkles, midnight black, elegant.", "hearts floating up,
  // deep red: …" (a colour clause before the content's colon).
  new RegExp(String.raw`(?<=(?:\u0001|\b(?:vertical|horizontal|portrait|landscape|square|elegant|minimal|minimalist|bold|modern|clean|playful|retro|classic|energetic|calm|fun|bright|sleek|premium|cozy|cosy|warm|cool|moody|luxury|professional)|\b${DECORATION})\s*,\s*)(?:(?:calm|soft|bright|bold|clean|rich|deep|vibrant|fresh|muted|gentle)\s+)?(${COLOUR})(?=\s*[.!]?\s*$|\s*:\s|[\s\u0001]*[.!;](?=\s|$)|[\s\u0001]*,[\s\u0001]*(?:\u0001|(?:${LOOK_WORD}|${DECORATION})[\s.!]*(?:$|,)))`, 'i'),
  // A word of mood between the colour and the noun: "a blue corporate look", "a green, fresh vibe".
  new RegExp(String.raw`(?:\b(?:in|with)\s+)?(?:an?\s+|the\s+)?(${COLOUR}),?\s+(?:corporate|professional|business|modern|clean|fresh|sleek|calm|friendly|techy|tech|premium|luxury|cozy|cosy|warm|cool|minimal|minimalist|elegant|playful|bold|retro|vintage|simple)\s+${PALETTE_NOUN}\b`, 'i'),
];

/**
 * A mood said of the colours, with no colour named ("calm, earthy tones", "a pastel palette", "neon colours"): the
 * ground a designer would pick for it. Light grounds for the calm moods (text turns dark on them), deep ones for
 * the night moods.
 */
const MOOD_GROUNDS: [RegExp, string][] = [
  [/earthy|earth|natural|organic|rustic|boho/, '#e9dcc5'],
  [/pastel|soft/, '#f1e6f2'],
  [/warm|sunny|summery/, '#f7e0cc'],
  [/cool|icy|wintry/, '#dde8f1'],
  [/muted|neutral|understated/, '#dcd6cc'],
  [/autumn(?:al)?|fall/, '#7c3f1d'],
  [/ocean|beachy|coastal/, '#0f4c63'],
  [/forest|woodland/, '#22402d'],
  [/dark|moody|night/, '#14161b'],
  [/neon|electric/, '#0f0524'],
  [/monochrome|black\s+and\s+white/, '#111111'],
  [/light|bright/, '#f4f4f6'],
];
const MOOD = String.raw`(earthy|earth|natural|organic|rustic|boho|pastel|soft|warm|sunny|summery|cool|icy|wintry|muted|neutral|understated|autumn(?:al)?|fall|ocean|beachy|coastal|forest|woodland|dark|moody|night|neon|electric|monochrome|black\s+and\s+white)`;
const MOOD_PALETTE = new RegExp(String.raw`(?:\b(?:in|with)\s+)?(?:an?\s+|the\s+)?(?:(?:calm|gentle|rich|deep|bold|bright|vibrant|fresh|clean)\s*,?\s+)?\b${MOOD}\s+(?:colou?r\s+)?(?:theme|palette|colou?r\s+scheme|scheme|tones|tone|colou?rs|hues|shades|aesthetic|look|vibes?|feel|style)\b`, 'i');
/** An app's look: "dark mode", "in light mode". */
const UI_MODE = /\b(?:in\s+)?(dark|light)[- ]mode\b/i;
/** Neon colours named: "neon pink and purple" (the CSS "pink" is pale; a neon one glows). */
const NEON: Record<string, string> = { pink: '#ff2e93', purple: '#8f2cff', violet: '#8f2cff', green: '#39ff14', blue: '#1f51ff', yellow: '#f3ff3b', orange: '#ff6a00', red: '#ff1744', cyan: '#00f0ff', magenta: '#ff00e6' };
const NEON_PAIR = /\bneon\s+(pink|purple|violet|green|blue|yellow|orange|red|cyan|magenta)(?:\s*(?:and|&|\+|\/|to)\s*(?:neon\s+)?(pink|purple|violet|green|blue|yellow|orange|red|cyan|magenta))?\b(?!\s+(?:text|txt|letters|lettering|font|type|writing|words|titles?|headings?|numbers?|digits|accents?|lines?|bars?|buttons?|highlights?)\b)/i;
const GROUND_AND_NEON = new RegExp(String.raw`(?:\b(?:in|with)\s+)?(${COLOUR})\s*(?:and|&|\+|\/|with)\s*neon\s+(pink|purple|violet|green|blue|yellow|orange|red|cyan|magenta)\b(?:\s+(?:accents?|highlights?))?`, 'i');
/** Brand colours listed: "use our brand colours: teal and coral", "brand colors are navy and gold". */
const BRAND = new RegExp(String.raw`\b(?:(?:use|using|in|with)\s+)?(?:our|the|my|their)?\s*(?:brand|company|corporate|house|club|team|school|shop|uni|university|college|church|charity|society)\s+colou?rs?\s*(?::|are|is|=|-|–|—)?\s*(${COLOUR})(?:\s*(?:,|and|&|\+)\s*(${COLOUR}))?`, 'i');

/**
 * The accent asked for: "gold accents", "with an orange accent", "accent colour: teal", "pops of coral". Read before
 * the palette, whose "white style" it leaves alone ("clean white style with electric blue accents").
 */
const ACCENTS = [
  new RegExp(String.raw`(?:\b(?:with|and|plus)\s+)?(?:an?\s+|the\s+|some\s+)?(${COLOUR})\s+(?:accents?|accent\s+colou?r|highlights?\s+colou?r)\b`, 'i'),
  new RegExp(String.raw`\b(?:an?\s+|the\s+)?accent(?:\s+colou?r)?\s*(?:[:=]|\bis\b|\bof\b|\bin\b|\bshould\s+be\b)?\s*(${COLOUR})`, 'i'),
  new RegExp(String.raw`(?:\b(?:with|and)\s+)?(?:a\s+)?\bpops?\s+of\s+(${COLOUR})`, 'i'),
  // The colour named first, its role after: "teal as the accent colour", "gold for the accents".
  new RegExp(String.raw`(?:\b(?:with|and)\s+)?(${COLOUR})\s+(?:as|for)\s+(?:the\s+|an?\s+|our\s+)?(?:accents?|accent\s+colou?r|highlight\s+colou?r)\b`, 'i'),
  // Emphasis said with a colour: "make Pro stand out in green", "let the price pop in yellow".
  new RegExp(String.raw`\b(?:stand(?:s|ing)?\s+out|pop(?:s|ping)?)\s+(?:in|with)\s+(${COLOUR})`, 'i'),
  // The brand's colour ("use our teal brand colour", "brand colour: teal"), and the button's, which the accent fills
  // ("yellow for the button", "the CTA in orange").
  new RegExp(String.raw`(?:\b(?:use|in|with)\s+)?(?:our\s+|the\s+|my\s+)?(${COLOUR})\s+brand\s+colou?rs?\b|\bbrand\s+colou?r\s*(?:[:=]|\bis\b)?\s*(${COLOUR})`, 'i'),
  new RegExp(String.raw`(${COLOUR})\s+(?:for|on)\s+the\s+(?:button|buttons|cta)\b|\b(?:the\s+)?(?:button|cta)s?\s+(?:in|should\s+be|is|=|:)\s*(${COLOUR})`, 'i'),
];

/** The document's accent from an accent phrase, marked as used. */
export function readAccent(reading: Reading): string | undefined {
  for (const pattern of ACCENTS) {
    for (const m of colourMatches(reading, pattern, 0, reading.length)) {
      const colour = colourValue((m[1] ?? m[2])!);
      if (!colour) continue;
      reading.takeMatch(m);
      return colour;
    }
  }
  // A colour said of an accent noun in other words: "teal bars", "the line in orange", "highlight Pro in gold".
  return readBoundColour(reading, 'accent');
}

/** A metal named first ("gold and black") is still the accent: a designer lays gold on black, never black on gold. */
const METAL = /^(?:(?:rose|pale|bright|light|dark|antique|brushed)\s+)?(?:gold|golden|silver|bronze|copper|brass)$/i;
function groundAndAccent(first: string, second: string | undefined): { fill: Fill; accent?: string } | undefined {
  const [a, b] = second && METAL.test(first.trim()) && !METAL.test(second.trim()) ? [second, first] : [first, second];
  const colour = colourValue(a);
  if (!colour) return undefined;
  const accent = b ? colourValue(b) : undefined;
  return { fill: { type: 'solid', colour }, ...(accent && accent !== colour ? { accent } : {}) };
}

/** The whole video's colour from a palette phrase, and the accent its second colour names ("navy and gold"), marked as used. */
export function readPalette(reading: Reading): { fill: Fill; accent?: string } | undefined {
  // "Black and neon green": the first colour is the ground, the neon one its accent.
  for (const m of colourMatches(reading, GROUND_AND_NEON, 0, reading.length)) {
    const colour = colourValue(m[1]!);
    if (!colour || /neon/i.test(m[1]!)) continue;
    reading.takeMatch(m);
    return { fill: { type: 'solid', colour }, accent: NEON[m[2]!.toLowerCase()]! };
  }
  const neon = reading.takeFirst(NEON_PAIR);
  if (neon) {
    const a = NEON[neon[1]!.toLowerCase()]!;
    const b = neon[2] ? NEON[neon[2].toLowerCase()]! : undefined;
    return { fill: b ? { type: 'gradient', from: a, to: b, direction: 'diagonal' } : { type: 'solid', colour: a } };
  }
  // The first colour is the ground; a second is the accent, as a designer reads "brand colours navy and gold".
  for (const m of colourMatches(reading, BRAND, 0, reading.length)) {
    const palette = groundAndAccent(m[1]!, m[2]);
    if (!palette) continue;
    reading.takeMatch(m);
    return palette;
  }
  for (const pattern of PALETTES) {
    for (const m of colourMatches(reading, pattern, 0, reading.length)) {
      const palette = groundAndAccent(m[1]!, m[2]);
      // "Snow." is the decoration (effects.ts), not CSS's near-white.
      if (!palette || /^snow$/i.test(m[1]!.trim())) continue;
      reading.takeMatch(m);
      return palette;
    }
  }
  // Not a feature among a list's items ("New: Dark mode, Faster search, …"): capitalised between separators.
  // ("Dark mode for the mobile app; Recurring tasks; …": the item may go on for a few words.)
  const item = (m: RegExpExecArray) => /^[DL]/.test(m[0]) && /[:;,•·\n]\s*$/.test(reading.text.slice(Math.max(0, m.index - 3), m.index)) && /^(?:\s+[\p{L}\d'’-]+){0,6}\s*(?:[,;•·\n]|and\b|&)/u.test(reading.text.slice(m.index + m[0].length));
  const mode = reading.find(UI_MODE).find((m) => !item(m));
  if (mode) reading.takeMatch(mode);
  if (mode) return { fill: { type: 'solid', colour: MOOD_GROUNDS.find(([re]) => re.test(mode[1]!.toLowerCase()))![1] } };
  const mood = reading.takeFirst(MOOD_PALETTE);
  if (mood) return { fill: { type: 'solid', colour: MOOD_GROUNDS.find(([re]) => re.test(mood[1]!.toLowerCase()))![1] } };
  return undefined;
}

/**
 * The pattern's matches, each followed by the matches found again from its second and third words: a word the
 * colour names do not know ("vibrant orange to pink gradient", "lovely teal background") is taken into the colour
 * by the pattern, and the colour it hid is found one word on.
 */
function colourMatches(reading: Reading, pattern: RegExp, from: number, to: number): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  for (const m of reading.find(pattern, from, to)) {
    out.push(m);
    let at = m.index;
    for (let k = 0; k < 2; k++) {
      const next = /^\S+\s+/.exec(reading.text.slice(at, m.index + m[0].length));
      if (!next) break;
      at += next[0].length;
      out.push(...reading.find(pattern, at, to).filter((again) => again.index < m.index + m[0].length));
    }
  }
  return out;
}

/** A background fill asked for in [from, to), marked as used. */
export function readBackground(reading: Reading, from = 0, to = reading.length): Fill | undefined {
  for (const pattern of GRADIENTS) {
    for (const m of colourMatches(reading, pattern, from, to)) {
      const colours = m.slice(1).filter((g) => g && !/^(?:vertical|horizontal|diagonal)$/i.test(g));
      const a = colourValue(colours[0] ?? '');
      const b = colourValue(colours[1] ?? '');
      if (!a || !b) continue;
      reading.takeMatch(m);
      const direction = (m.slice(1).find((g) => g && /^(?:vertical|horizontal|diagonal)$/i.test(g))?.toLowerCase() ?? 'vertical') as 'vertical';
      return { type: 'gradient', from: a, to: b, direction };
    }
  }
  for (const m of colourMatches(reading, NAMED_GRADIENT, from, to)) {
    const [a, b] = NAMED_GRADIENTS[m[1]!.toLowerCase()]!;
    reading.takeMatch(m);
    return { type: 'gradient', from: a, to: b, direction: 'diagonal' };
  }
  // "a purple gradient": the colour running into a deeper shade of itself, corner to corner.
  for (const m of colourMatches(reading, ONE_COLOUR_GRADIENT, from, to)) {
    const a = colourValue(m[1]!);
    const b = colourValue(`deep ${m[1]!}`) ?? colourValue(`dark ${m[1]!}`);
    if (!a || !b || a === b) continue;
    reading.takeMatch(m);
    return { type: 'gradient', from: a, to: b, direction: 'diagonal' };
  }
  for (const pattern of SOLIDS) {
    for (const m of colourMatches(reading, pattern, from, to)) {
      const colour = colourValue(m[1]!);
      if (!colour) continue;
      reading.takeMatch(m);
      return { type: 'solid', colour };
    }
  }
  // Said of the ground in other words: "giant numbers on red", "deep purple with gold text".
  const bound = readBoundColour(reading, 'background', from, to);
  if (bound) return { type: 'solid', colour: bound };
  // A #hex code anywhere is unambiguous.
  const hex = reading.first(/(?:^|(?<=\s))(#[0-9a-f]{6}|#[0-9a-f]{3})\b/i, from, to);
  if (hex) {
    reading.takeMatch(hex);
    return { type: 'solid', colour: colourValue(hex[1]!)! };
  }
  return undefined;
}

/** A colour as people said it: its name when it has one, else the hex code. */
export function colourName(hex: string): string {
  // The neon colours read from "neon green", "neon pink" are named back as said.
  const neon = Object.entries(NEON).find(([, value]) => value === hex.toLowerCase());
  return nameOfColour(hex) ?? (neon ? `neon ${neon[0]}` : hex);
}

export function describeFill(fill: Fill): string {
  if (fill.type === 'gradient') {
    const from = colourName(fill.from);
    const to = colourName(fill.to);
    // "a purple gradient" runs into a deeper purple that has no name of its own.
    const ends = to.startsWith('#') && !from.startsWith('#') ? from : `${from} to ${to}`;
    return `${/^[aeiou]/.test(from) ? 'an' : 'a'} ${ends} gradient background`;
  }
  const name = colourName(fill.colour);
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name} background`;
}
