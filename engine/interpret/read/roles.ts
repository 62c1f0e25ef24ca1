import { resolveColour } from '../../designer-colours.js';
import { forWhomClause, PLATFORM } from './audience.js';
import { askingVerb, wantingCut } from './clauses.js';
import { describesVideo } from './video-description.js';

/*
 * What a clause of unquoted words is for (issue 39): content to show, or words to the tool that are never drawn.
 * Used where a brief's words are shown without quotes (intents/plain-text.ts), so each rule here is a word class or
 * a clause shape, never a brief's sentence:
 *
 * - courtesy: a greeting that opens a message or a sign-off that closes it ("Hello,", "Thanks so much!", "Kind
 *   regards, Ann");
 * - framing: the kind of video asked for and what it is for ("Flash sale vid", "Party invite!!", "an opener for the
 *   lobby screens");
 * - style: only how it looks (sizes, emphasis, placement, colours, the background: "huge and centred", "icy blue",
 *   "blue-to-green gradient bg");
 * - instruction: a request to the tool (a verb of making, showing or changing, about the video: "highlight Pro in
 *   gold", "keep it quick", "show 4 perks as cards"); an imperative about the world is copy ("drop off toys at …",
 *   "book a viewing");
 * - content: the rest, shown. Size, placement and emphasis words said after it ("GAME DAY in giant letters") are
 *   style and are cut off it (withoutStyleTail).
 */

export type ClauseKind = 'courtesy' | 'framing' | 'style' | 'instruction' | 'content';

/** Nouns that name the video asked for, not anything in it. */
export const KIND_NOUN = String.raw`(?:video|vid|vids|videos|clip|clips|promo|promos|ad|ads|advert|advertisement|reel|reels|post|posts|story|stories|teaser|trailer|intro|outro|opener|closer|quote\s+card|slideshow|explainer|presentation|invite|invitation|e-?card|montage|short|shorts|loop|tiktok|thing|slides|deck|audiogram|audiograms|tour|tours|walkthrough|recap|graphic|graphics)`;

/** Words that only say how the text looks or where it sits: sizes, emphasis, placement, typography, grounds, motion. */
const STYLE_WORDS = new Set(
  `big bigger biggest huge giant massive large larger enormous oversized small smaller tiny little medium
   bold bolder loud heavy thin light italic caps capitals uppercase lowercase allcaps
   centred centered central middle center centre top bottom left right corner side upper lower
   letters lettering font fonts type typeface text texts words title writing
   background backdrop bg gradient colours colors colour color tones palette scheme
   style look vibe vibes feel theme aesthetic
   bright fun calm clean minimal minimalist modern elegant playful retro vintage classic warm cool dark soft vibrant
   energetic simple sleek premium luxury luxurious cozy cosy moody pastel neon muted earthy aggressive punchy dramatic
   cute chill funky loud fancy professional corporate friendly festive girly rustic techy classy cosy
   calming relaxing soothing serene peaceful tranquil dreamy uplifting
   numbered bulleted unnumbered
   deep pale icy midnight baby hot rich dusty electric royal
   zoom zooms zooming pan pans panning push pushing drift drifting ken burns slow slowly gentle gently subtle motion movement
   fade fades fading wipe popping each between
   really very super extra nice nicely quite and & with in on at a an the of across along out`.split(/\s+/),
);

/** The look words of STYLE_WORDS, without the small words around them. */
const LOOK_WORDS = new Set([...STYLE_WORDS].filter((w) => w.length > 3 && !['with', 'text', 'words', 'title', 'really', 'very', 'super', 'extra', 'nice', 'quite', 'across', 'along', 'side', 'little'].includes(w)));

/** A greeting opening a message, or a sign-off (with a name after it or not) closing one. */
const GREETING = /^(?:hi+|hel+o+|he+y+|hiy+a+|dear|good\s+(?:morning|afternoon|evening|day))(?:\s+(?:there|dear|all|team|folks|everyone))?[\s,!.]*$/i;
/** A letter's salutation: "Dear Sir or Madam,", "Dear Montage team,", "To whom it may concern,". */
const SALUTATION = /^(?:dear\s+(?:sir(?:\s+or\s+madam)?|madam|sirs|all|team|colleagues|friends|montage(?:\s+team)?|\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})|to\s+whom\s+it\s+may\s+concern)[\s,!.:]*$/iu;
const SIGN_OFF =
  /^(?:(?:thanks|thank\s*you|thank\s*u|thanku|thx|ty|cheers|ta)\s+(?:lovely|love|hun|hon|mate|babe|darling|dear|dearie|sweetie|pal|buddy)|(?:thanks|thank\s*you|thank\s*u|thanku|thx|ty|cheers|many\s+thanks)(?:\s+(?:so|ever\s+so|very)\s+much|\s+(?:a\s+lot|a\s+million|kindly|heaps|loads|in\s+advance|again))+|thx|ty|many\s+thanks|(?:(?:thanks|thank\s+you|many\s+thanks)\s+(?:and|&)\s+)?(?:(?:kind|best|warm|warmest)\s+)?(?:regards|wishes)|yours\s+(?:truly|sincerely|faithfully)|much\s+appreciated)[\s,!.🙏]*(?:(?:Dr|Mr|Mrs|Ms|Miss|Prof|Rev)\.?\s*)?(?:\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)?(?:\s*,\s*\p{Lu}[\p{L}'’&-]*(?:\s+[\p{L}'’&-]+){0,5}){0,2}[\s!.🙏]*$/iu; // … "Kind regards, Helen Marsh, Marketing Manager"

/** "Flash sale vid", "Party invite!!", "a 30 second clip for the waiting room tv about flu jabs", "Pls make a vid", "Hi can you make an advert for …" (a greeting with no stop after it). */
const FRAMING = new RegExp(
  String.raw`^(?:(?:hi+|hel+o+|he+y+|hiya|ok(?:ay)?|so|right)[\s,!]+)?(?:(?:we|i)(?:['’]re|['’]m|\s+are|\s+am)\s+[^,.;:!?]{1,60}?\s+and\s+)?(?:(?:pls|please|(?:can|could)\s+(?:you|u|we|i)|(?:i|we)\s+(?:was\s+|were\s+)?wonder(?:ed|ing)(?:\s+(?:if|whether)(?:\s+(?:you|u)\s+(?:could|can|might|would))?)?|(?:i\s+|we\s+)?need|i\s+want|we\s+want|i'?d\s+like|we'?d\s+like|i\s+would\s+like|we\s+would\s+like|make|create|do|build)\s+(?:me\s+|us\s+)?)*(?:(?:a|an|the|my|our|this|some)\s+)?(?:[\p{L}\d'’-]+\s+){0,4}?${KIND_NOUN}\b(?:\s+(?:for|about|of|on)\b.*)?[\s!.?]*$`,
  'iu',
);

/** A device of one's own where the video plays, as a whole clause: "our shop TV", "my classroom projector". */
const OWN_DEVICE = /^(?:our|my)\s+(?:[\p{L}-]+\s+){0,2}(?:screens?|tvs?|displays?|monitors?|projectors?|whiteboards?|smartboards?)\s*[.!]?$/iu;
/** What a video is for, said of where it plays: "for the outpatient screens", "for our lobby tv". */
const VENUE = /\b(?:for|on)\s+(?:the\s+|our\s+|my\s+|a\s+)?(?:[\p{L}-]+\s+){0,3}(?:screens?|tvs?|displays?|monitors?|projectors?|whiteboards?|smartboards?|signage|kiosks?|feed|channel|website|site|page|socials?|instagram|tiktok|youtube|stories|reels)\b(?:\s+(?:in|at|by|of|near)\s+(?:the\s+|our\s+|my\s+)?[\p{L}-]+(?:\s+[\p{L}-]+){0,2}(?=[\s.!]*$))?/iu;

/** A verb said to the viewer before a venue: "Follow us on TikTok", "watch on YouTube", "find us online". */
const VIEWER_VERB = /^(?:follow|find|watch|see|join|subscribe|visit|shop|book|like|share|check|catch|message|dm|call|tune|stream|listen|read|order|tag)\b/i;

/** Words of a request's own making: nouns of the video and its parts, look words, pronouns for the video. */
const ABOUT_THE_VIDEO = new RegExp(
  String.raw`\b(?:${KIND_NOUN}|it|them|this|that|everything|each|every|all|slides?|scenes?|cards?|screens?|frames?|text|texts|words?|lines?|letters|fonts?|titles?|headings?|captions?|subtitles?|subs|buttons?|logo|music|voice|narration|background|bg|colou?rs?|speed|bars?|charts?|list|numbers?|transitions?|animation|one\s+at\s+a\s+time|side\s+by\s+side|in\s+a\s+row)\b`,
  'i',
);

/** Nouns of what is drawn: a clause made of them, a count and their look describes the layout, not its words. */
export const DISPLAY_NOUN = String.raw`(?:titles?|headings?|headlines?|taglines?|sub-?titles?|slides?|cards?|captions?|texts?|words?|lines?|banners?|buttons?|labels?|lists?|bullets?|bullet\s+points?|columns?|tiles?|boxes|box|panels?|bars?|charts?|graphs?|counters?|numbers?|stats?|lower\s+thirds?|name\s+tags?|overlays?|stickers?)`;
/** How several things are laid out or revealed: "side by side", "in a row", "one at a time", "each on its own slide". */
const ARRANGEMENT = String.raw`(?:side\s+by\s+side|in\s+(?:a\s+)?(?:row|column|columns|grid|list|stack)|as\s+(?:cards|columns|tiles|a\s+list|bullets)|stacked|one\s+(?:at\s+a\s+time|by\s+one|after\s+(?:the\s+)?(?:another|other))|(?:all\s+)?(?:visible\s+)?(?:all\s+)?(?:on\s+(?:one\s+|the\s+)?screen\s+)?(?:at\s+once|together)|(?:each|one)\s+(?:[\p{L}-]+\s+)?on\s+(?:its|their)\s+own\s+(?:slide|scene|card|screen|line)|(?:a|one)\s+(?:line|word|item|phrase|thing|point|step)\s+at\s+a\s+time)`;
/** "three pricing cards side by side", "bullet list", "upright bars", "Line chart", "one item at a time". */
export const ARRANGED = new RegExp(String.raw`\b${ARRANGEMENT}`, 'iu');
const COUNT = String.raw`(?:a|an|the|some|\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)`;
/** Words that say which kind of drawn thing: "bullet list", "pricing cards", "upright bars", "big title". */
const DESCRIBER = String.raw`(?:bullet(?:ed)?|numbered|pricing|price|info|stat|title|text|line|bar|pie|donut|doughnut|horizontal|vertical|upright|lying[- ]down|sideways|flat|big|small|simple|plain|short|main|little|separate|individual|animated|moving|info)`;
const LAYOUT_CLAUSE = new RegExp(
  String.raw`^(?:${COUNT}\s+)?(?:${DESCRIBER}\s+){0,2}${DISPLAY_NOUN}(?:\s+${ARRANGEMENT})?$|^${COUNT}\s+(?:[\p{L}-]+\s+)?${DISPLAY_NOUN}(?:\s+${ARRANGEMENT})?$|^(?:${COUNT}\s+)?(?:[\p{L}-]+\s+){0,2}?(?:${DISPLAY_NOUN}\s+)?${ARRANGEMENT}$`,
  'iu',
);

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’&-]*|&/gu) ?? [];

/** A colour word as people write it: "navy", "icy blue", "sepia-ish", "blue-to-green", "reddish". */
function colourish(word: string): boolean {
  const w = word.toLowerCase().replace(/-?ish$/, '').replace(/(?<=[a-z]{3})dish$/, 'd');
  if (resolveColour(w) !== undefined || resolveColour(word) !== undefined) return true;
  // A palette said in plurals: "greens and creams", "soft blues".
  if (/^[a-z]{3,}s$/.test(w) && resolveColour(w.slice(0, -1)) !== undefined) return true;
  if (/^[a-z]+-to-[a-z]+$/.test(w)) return w.split('-to-').every((c) => resolveColour(c) !== undefined);
  return ['sepia', 'grey', 'gray', 'rainbow', 'monochrome', 'b&w', 'duotone'].includes(w);
}

/** The ground's noun opening a clause, in English and the common languages. */
const GROUND_LEAD = /^(?:(?:the|el|la|le|o|il|der)\s+)?(?:background|backdrop|bg|hintergrund|achtergrond|fondo|fundo|sfondo|fond)\b(?!\s+(?:music|musik|música|musique|musica|sound|noise|audio|image|photo|picture|video|clip))/i;

/** The type's noun, then a verb of being: what follows says how the type looks. */
const TYPE_IS = /^(?:(?:the|all\s+the|our|my|all)\s+)?(?:text|texts|writing|letters|lettering|fonts?|words|type|titles?|headings?)(?:\s+colou?r)?\s+(?:is|are|should\s+be|must\s+be|needs?\s+to\s+be|has\s+to\s+be|have\s+to\s+be|to\s+be|will\s+be|in)\s+(?:all\s+)?(?:in\s+)?(?:an?\s+)?(.+)$/i;

/** Nouns of a look: a short clause ending in one ("retro arcade vibe", "old-school zine look") names a look. */
const LOOK_NOUN = /^(?:vibes?|look|feel|aesthetic|energy|style|colou?rs|tones|shades|hues|palette)$/i;
/** A look said by likeness: "like an old cassette label", "kind of like a 90s VHS cover". */
const LIKENESS = /^(?:(?:kind|sort)\s+of\s+|a\s+bit\s+|something\s+)?like\s+(?:a|an|the|some|old|those)\b/i;

/** Whether every word of `text` says only how it looks (sizes, emphasis, placement, colours, decades, the ground). */
export function styleClause(text: string): boolean {
  const t = text.replace(/[.!?]+$/, '').trim();
  const ws = wordsOf(t);
  if (!ws.length) return false;
  if (ws.every((w) => STYLE_WORDS.has(w.toLowerCase()) || colourish(w) || /^'?\d0s$/.test(w))) return true;
  // "Hintergrund in warmem Braun, bitte", "fondo amarillo": a short clause that opens on the ground's noun, in any
  // language, says how the ground looks.
  if (ws.length <= 6 && GROUND_LEAD.test(t)) return true;
  // "the writing should be white", "text is gold please": a colour said of the type with a verb of being.
  const said = TYPE_IS.exec(t);
  if (said && wordsOf(said[1]!).every((w) => colourish(w) || /^(?:and|or|&|light|dark|bright|pale|deep|please|pls)$/i.test(w))) return true;
  // "retro 80s arcade vibe", "like an old cassette label": a look named by its noun or a likeness.
  return (ws.length <= 4 && LOOK_NOUN.test(ws.at(-1)!) && !/^(?:our|my|the|their|his|her)$/i.test(ws[0]!)) || (ws.length <= 8 && LIKENESS.test(t));
}

/** An apology for a slip: "Sorry, I made a mistake", "sorry I make mistake", "my bad", "oops, typo". */
const APOLOGY = /^(?:(?:so\s+|very\s+)?sorry|oops|whoops|apologies|my\s+(?:bad|mistake|fault))(?:[\s,!.]+(?:for\s+)?(?:(?:i|we)\s+)?(?:(?:made|make|did|have\s+made|typed|wrote|put|got)\s+)?(?:a\s+|an\s+|it\s+|the\s+|my\s+)?(?:mistake|error|typo|confusion|wrong(?:\s+\w+)?))?[\s,!.]*$/i;

/** The end of what was asked: "that's it", "that's all thanks", "nothing else". */
const THATS_ALL = /^(?:and\s+)?(?:that'?s\s+(?:it|all|everything)|that\s+is\s+(?:it|all)|nothing\s+else|all\s+done)(?:[\s,]+(?:thanks|thank\s+you|thx|cheers|please|pls|x+))*[\s!.]*$/i;

/** A greeting, a sign-off, an apology or the end of the asking: words to the person reading the request, never shown. */
export function courtesy(text: string): boolean {
  const t = text.trim();
  return GREETING.test(t) || SALUTATION.test(t) || SIGN_OFF.test(t) || APOLOGY.test(t) || THATS_ALL.test(t);
}

/** The video's kind and purpose, said as a clause of its own ("Flash sale vid", "Party invite for Leo's 5th!!"). */
/** The writer saying who they are: "I'm a physio", "I am a wedding planner", "I run a small bakery", "I work at a gym". */
// Written by someone whose English drops the article ("Hola, I am director of a academia …"): a role noun after "I am".
const WHO_I_AM = /^(?:(?:hi|hello|hey|so|ok|okay|hola|ciao|bonjour|salut|hallo|ol[aá])[,!]?\s+)?(?:i['’]?m|i\s+am|i\s+run|i\s+own|i\s+have|we\s+have|i\s+manage|i\s+work\s+(?:at|for|in))\s+(?:(?:a|an|the|our|my)\s+|(?=(?:director|owner|manager|teacher|founder|head|coach|instructor|organi[sz]er|chef|ceo|headteacher|principal)\b))[^.!?]{1,60}$/i;

/** The occasion, said as the writer's own: "Its my mums 80th on saturday and i want …", "It's our 10th anniversary". */
const MY_OCCASION = /^(?:it['’]?s|its|it\s+is)\s+my\s+[^.!?]{1,100}$/i;

/** What the writer does, said with its object: "I teach Year 2", "we coach the under-9s", "I lead a choir". */
const WHAT_I_DO = /^(?:(?:hi|hello|hey|so|ok|okay|hola|ciao|bonjour|salut|hallo|ol[aá])[,!]?\s+)?(?:i|we)\s+(?:teach|coach|lead|train|tutor|volunteer\s+(?:at|for|with)|look\s+after|organi[sz]e|help\s+(?:run|out\s+at))\s+(?!(?:you|people|them|how)\b)[^.!?]{1,60}$/i;

/** Where and how the video will be played, said of it: "it will play in the canteen", "this goes on our lobby TV". */
const WHERE_IT_PLAYS = /^(?:and\s+|so\s+|as\s+|because\s+)?(?:it|this|that|the\s+(?:video|clip|reel|loop|film))\s+(?:(?:will|['’]ll|is\s+going\s+to|is\s+to|should|must|has\s+to|needs?\s+to|can)\s+(?:be\s+)?)?(?:play(?:s|ed|ing)?|show(?:s|n|ing)?|run(?:s|ning)?|go(?:es|ing)?|loop(?:s|ed|ing)?|display(?:s|ed)?|screen(?:s|ed)?|used|posted|shared|sent|up|on)\s+(?:on|in|at|to|for|during|before|after|over|outside|inside|above|behind)\b[^.!?]{0,60}$/i;

export function framing(text: string): boolean {
  const t = text.trim();
  if (FRAMING.test(t) || forWhomClause(t) || WHO_I_AM.test(t.replace(/[.!?]+$/, '')) || WHAT_I_DO.test(t.replace(/[.!?]+$/, '')) || (MY_OCCASION.test(t.replace(/[.!?]+$/, '')) && !/!\s*$/.test(t)) || WHERE_IT_PLAYS.test(t.replace(/[.!?]+$/, ''))) return true;
  // A clause that is only "our/my … <device>" ("our shop TV" after "landscape for", which the format took).
  if (OWN_DEVICE.test(t)) return true;
  const venue = VENUE.exec(t);
  // "Follow us on Instagram", "Catch the final on YouTube": said to the viewer, a call to action, so copy.
  if (!venue || VIEWER_VERB.test(t)) return false;
  // Short ("a loop for the lobby screens"), or ending the clause: what the video is and where it plays ("Patient
  // info in Polish for the outpatient screens"); a venue inside a longer sentence is part of its copy.
  return wordsOf(t.replace(VENUE, '')).length <= 3 || /^[\s.!]*$/.test(t.slice(venue.index + venue[0].length));
}

/**
 * Politeness, hedges and asides to the tool: "please", "if you can", "would be lovely", "nothing fancy", "ok so",
 * "if possible". Never shown: a clause of nothing else is courtesy, and the rest of a clause is read without them
 * ("Numbered please" is a list's manner, "festive and fun please" a look).
 */
const POLITE = /(?:^|(?<=[\s,]))(?:please|pls|plz|thanks|thx|ta|if\s+(?:you\s+)?(?:can|could|don'?t\s+mind)|if\s+possible|if\s+(?:it|they|that|there'?s|there\s+is)\s+(?:fits?|works?|room|space|enough\s+room)|(?:that\s+)?would\s+be\s+(?:really\s+|so\s+)?(?:lovely|great|nice|amazing|ideal|perfect|good|awesome|brilliant)|that'?d\s+be\s+(?:really\s+|so\s+)?(?:lovely|great|nice|amazing|ideal|perfect|good|awesome|brilliant)|nothing\s+(?:too\s+)?fancy|ok(?:ay)?\s+so|so\s+basically|um+|uhm*|erm*|hmm+|cheers)(?=[\s,.!?]|$)/gi;

/**
 * An aside naming the part the words before it play ("…!! thats the heading", "this is the title", "that one's the
 * subtitle"): said to the tool about the text, never text itself.
 */
const ROLE_ASIDE = /^(?:and\s+)?(?:that'?s|thats|that\s+is|this\s+is|this'?s|it'?s|its|that\s+one'?s|that\s+bit'?s|that\s+part\s+is)\s+(?:the|my|our|a)\s+(?:main\s+|big\s+|first\s+)?(?:heading|header|headline|title|subtitle|sub-?heading|tagline|caption|footer|strapline|intro|text)(?:\s+(?:bit|part|line|one))?[.!]*$/i;

/** Where it will be posted, said alone ("linkedin", "for insta", "it's for our socials"): framing. */
const PLATFORM_ONLY = new RegExp(String.raw`^(?:(?:it'?s|its|this\s+is)\s+)?(?:(?:for|on)\s+)?(?:(?:the|our|my)\s+)?${PLATFORM}(?:\s+${PLATFORM})?[.!]*$`, 'i');

/** What a "no …" asks the tool to leave out: a part of the video, or the help ("no rush", "no need to"). */
const NO_FEATURE = String.raw`(?:other\s+|more\s+|extra\s+|background\s+|fancy\s+|annoying\s+|cheesy\s+|stock\s+)?(?:music|songs?|soundtrack|sound|audio|voice|voices|voice-?over|vo|narration|narrator|talking|speaking|text|texts|words|writing|captions?|subtitles?|subs|transitions?|logos?|titles?|headings?|effects?|particles|confetti|animations?|animated|motion|movement|fades?|numbers|numbering|bullets|intro|outro|zoom(?:ing)?|borders?|emojis?|watermark|countdown|timer|progress|bars?|lists?|charts?|graphics|gradients?|colou?rs?|pictures?|photos?|images?|clips?|footage|video|scenes?|slides?|rush|need|worries|worry|problem|pressure|thanks|thank|idea|clue|preference|budget|clutter|fuss|frills|gimmicks|distractions|nonsense|cheese|cringe|more\s+than|longer\s+than|shorter\s+than)`;
/** "No call-out fee", "No hidden charges", "No experience needed": a selling point said with "no", copy to show. */
// A second selling point may be joined on: "NO JOINING FEE + first month £15".
const SELLING_NO = new RegExp(String.raw`^no\s+(?!${NO_FEATURE}\b)[\p{L}\d][\p{L}\d'’-]*(?:\s+[\p{L}\d][\p{L}\d'’-]*){0,4}(?:\s*[+&]\s*[\p{L}\d£$€][^.!?\n]{1,40})?[.!]*$`, 'iu');
export function sellingNo(text: string): boolean {
  return SELLING_NO.test(text.trim());
}

/** What one clause of unquoted words is for. */
/** Small words of English and of the common languages beside it: joining words, articles, prepositions. */
const FUNCTION_WORD = /^(?:and|or|with|the|a|an|of|to|in|on|for|at|by|also|then|plus|con|y|e|o|de|del|para|por|el|la|los|las|un|una|en|avec|et|le|les|des|du|pour|au|aux|mit|und|der|die|das|dem|den|ein|eine|für|com|os|as|da|do|das|dos|em|no|na|per|il|lo|gli|di|che|que)$/i;

/** What a look is said to match: "… like our logo", "… to match the website", "… as in our branding". */
/** `text` without what its look is said to match ("Navy and gold to match the website" → "Navy and gold"). */
export const withoutMatchingTail = (text: string): string => text.replace(MATCHING_TAIL, '');
const MATCHING_TAIL = /\s+(?:like|as\s+in|to\s+match|matching|same\s+as|from)\s+(?:our|my|the)\s+(?:logo|brand(?:ing)?|website|site|shop|shop\s+front|sign|uniforms?|menu|colours|colors)[.!]*$/i;

export function classifyClause(text: string): ClauseKind {
  const t = text.trim().replace(/[\s,;:]+$/, '');
  if (!t) return 'style';
  if (courtesy(t)) return 'courtesy';
  // Only small words left of a clause whose other words readers took ("con", "and the", "avec le"): nothing to show.
  if (wordsOf(t).length && wordsOf(t).every((w) => FUNCTION_WORD.test(w))) return 'courtesy';
  const plain = t.replace(POLITE, ' ').replace(/\s+/g, ' ').replace(/^[\s,;:.!]+|[\s,;:.!]+$/g, '');
  if (plain !== t) return /[\p{L}\d]/u.test(plain) ? classifyClause(plain) : 'courtesy';
  if (styleClause(t) || partStyled(t)) return 'style';
  // "Colours blue and yellow like our logo": a look said with what it matches.
  const matched = MATCHING_TAIL.exec(t);
  if (matched && matched.index > 0 && classifyClause(t.slice(0, matched.index)) === 'style') return 'style';
  if (ROLE_ASIDE.test(t) || PLATFORM_ONLY.test(t)) return 'framing';
  if (framing(t) || LAYOUT_CLAUSE.test(t.replace(/[.!?]+$/, '')) || describesVideo(t)) return 'framing';
  // A verb of asking whose other words another reader took ("highlight Pro in ⟨gold⟩", "make it ⟨…⟩"), its clause
  // left ending on a preposition or holding the taken words: a request.
  if (wantingCut(t)) return 'instruction';
  if (askingVerb(t) && (/\u0001/.test(t) || /\b(?:in|to|with|into|on|at)$/i.test(t))) return 'instruction';
  if (askingVerb(t) && (ABOUT_THE_VIDEO.test(t) || ARRANGED.test(t) || wordsOf(t).slice(1).some((w) => colourish(w) || LOOK_WORDS.has(w.toLowerCase())))) return 'instruction';
  if (/^(?:pls|please|can\s+(?:you|u)|could\s+(?:you|u)|i\s+(?:need|want|would\s+like)|i'?d\s+like|we\s+(?:need|want|would\s+like)|we'?d\s+like)\b/i.test(t)) return 'instruction';
  return 'content';
}

/**
 * Size, placement and emphasis words said after a text: "GAME DAY in giant letters" → "GAME DAY", "Open Late really
 * big" → "Open Late", "Sale at the bottom, centred" → "Sale". The text itself is never emptied.
 */
const STYLE_TAIL = new RegExp(
  [
    String.raw`\s+in\s+(?:(?:really|very|super|nice)\s+)?(?:big|bigger|huge|giant|massive|large|small|tiny|bold|thick|thin|chunky|block|bubble|fat|white|black|gold|neon|capital|all[- ]caps|caps|capitals|uppercase)(?:\s+(?:and\s+)?[\p{L}-]+)?\s+(?:letters|lettering|font|type|text|print|writing)`,
    String.raw`\s+in\s+(?:all\s+)?(?:caps|capitals|upper\s*case|bold|italics?)`,
    // "SALE in huge <red letters>": the size said last, its noun taken by the colour's reader.
    String.raw`\s+in\s+(?:(?:really|very|super)\s+)?(?:big|bigger|huge|giant|massive|large|small|tiny|thick|fat|chunky)(?=[\s.!]*$)`,
    // "…, big", "… really big", "… huge and centred"; not "Think big"
    String.raw`(?:,\s*(?:(?:really|very|super|nice\s+and)\s+)?|\s+(?:really|very|super|nice\s+and)\s+)(?:big|huge|giant|massive|large|small|tiny|bold|loud)(?:\s+(?:and|&)\s+(?:centred|centered|bold|loud|bright|clear))?`,
    String.raw`\s+(?:big|huge|giant|massive|large|small|tiny|bold|loud)\s+(?:and|&)\s+(?:centred|centered|bold|loud|bright|clear)`,
    String.raw`,?\s+(?:(?:right\s+)?(?:at|along|across|on|in)\s+the\s+(?:top|bottom|middle|centre|center|foot))`,
    String.raw`,?\s+(?:centred|centered|in\s+the\s+(?:middle|centre|center))`,
    // The letters' look with its "in" taken by another reader ("Big sale <in bold> red letters").
    String.raw`\s+(?:(?:big|huge|giant|bold|thick|thin|fat|chunky|small|tiny|white|black|red|gold|golden|yellow|blue|green|pink|orange|purple|silver|neon)\s+)+(?:letters|lettering|font|type|writing|print)`,
    // How it arrives, with its size or place: "FLASH DAY comes up big", "Doors open pops up in the middle".
    String.raw`\s+(?:(?:comes?|pops?|shows?|flashes?)\s+up|appears?|lands?)(?:\s+(?:really|very|super|nice\s+and))?\s+(?:big|huge|giant|massive|large|bold|(?:in\s+the\s+)?(?:middle|centre|center)|(?:at|on)\s+the\s+(?:top|bottom)|on\s+screen)`,
    // Over the pictures: "Back to school on top", "Open daily underneath", "Sold across them".
    String.raw`,?\s+(?:on\s+top|underneath|beneath|below|above|(?:over|across|under)\s+(?:it|them|the\s+(?:photos?|pictures?|pics?|images?|grid)))`,
  ].join('|'),
  'iu',
);
const STYLE_TAIL_END = new RegExp(`(?:${STYLE_TAIL.source})+[\\s.!]*$`, 'iu');

/** A part of the copy named by its kind: "price", "the phone number", "our name", "dates". */
const COPY_PART = /^(?:the\s+|our\s+|my\s+|its\s+)?(?:price|prices|phone(?:\s+number)?|number|name|names|date|dates|time|times|address|website|web\s+address|url|offer|discount|title|heading|headline|tagline|subtitle|logo|button)$/i;

/**
 * A clause that only says how a part of the copy is set ("price in big letters at the bottom", "the dates in bold",
 * "phone number at the foot"): the part's kind, then size, place or emphasis words. A style, never the copy.
 */
function partStyled(text: string): boolean {
  let rest = text.replace(/[.!?]+$/, '').trim();
  for (let i = 0; i < 4; i++) {
    const next = withoutStyleTail(rest);
    if (next === rest) break;
    rest = next;
  }
  return rest !== text.replace(/[.!?]+$/, '').trim() && COPY_PART.test(rest);
}

/**
 * Where a "<colour> on <colour>" pair closing a text starts ("HAPPY NEW YEAR gold on black", "Sale in white text on
 * a red background"): the letters' colour and the ground, a look and never the words; undefined when the words on
 * either side of "on" are no colours ("Back on track").
 */
function colourPairAt(text: string): number | undefined {
  const on = /\s+on\s+(?:an?\s+|the\s+)?(?:plain\s+|solid\s+)?((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)(?:\s+(?:background|backdrop|bg))?[\s.!]*$/iu.exec(text);
  if (!on || resolveColour(on[1]!) === undefined) return undefined;
  const before = text.slice(0, on.index).replace(/\s+(?:text|letters|lettering|type|font|writing|words)$/i, '');
  for (const n of [3, 2, 1]) {
    const m = new RegExp(String.raw`\s+(?:in\s+)?((?:[\p{L}-]+\s+){${n - 1}}[\p{L}-]+)$`, 'iu').exec(before);
    if (m && resolveColour(m[1]!) !== undefined && !/^(?:in|on)\s/i.test(m[1]!)) return m.index;
  }
  return undefined;
}

/** Where "in <colour> letters" closing a text starts ("Doors open in yellow text"); the noun is needed ("Lady in Red"). */
function colourLettersAt(text: string): number | undefined {
  const m = /\s+in\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:letters|lettering|text|font|type|writing|print)[\s.!]*$/iu.exec(text);
  return m && resolveColour(m[1]!) !== undefined ? m.index : undefined;
}

export function withoutStyleTail(text: string): string {
  // How it looks said in brackets after it: "SUMMER SHRED (huge)", "Open Late (in bold)".
  const bracket = /\s*\(([^()]{1,30})\)\s*$/.exec(text);
  if (bracket && bracket.index > 0 && styleClause(bracket[1]!.replace(/^(?:in|very|really|super)\s+/i, ''))) return withoutStyleTail(text.slice(0, bracket.index));
  const pair = colourPairAt(text) ?? colourLettersAt(text);
  if (pair !== undefined && pair > 0 && wordsOf(text.slice(0, pair)).length) return withoutStyleTail(text.slice(0, pair).trimEnd());
  const m = STYLE_TAIL_END.exec(text);
  if (!m || m.index === 0) return text;
  // The text's own exclamation stays: "GAME DAY in giant letters!" shows "GAME DAY!".
  const kept = text.slice(0, m.index).trimEnd() + (/!+(?=\s*$)/.exec(m[0])?.[0] ?? '');
  return wordsOf(kept).length ? kept : text;
}
