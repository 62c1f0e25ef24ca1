import type { ParticleKind, ParticlesLayer, Scene, SceneDocument } from '../../../model/scene-document.js';
import { animation, sortLayers } from '../compose/layers.js';
import type { Notes } from '../compose/notes.js';
import { insideName } from '../read/names.js';
import type { Reading } from '../read/reading.js';
import type { Segment } from '../read/scene-plan.js';
import { ORDINAL, cardinalValue } from '../read/words.js';

/*
 * Decoration people ask for as they do in Canva or CapCut: "with confetti", "add some sparkles", "falling snow in
 * the background", "bubbles", "hearts floating up", "twinkling stars", "with balloons", "fireworks at the end"
 * (render/layers/particles.ts draws them). Read
 * before the scenes, so the words never become a title; placed after them: on the scene whose description said
 * them ("…then 'Happy birthday!' with confetti"), on the scene a tail names ("confetti at the end", "snow on scene
 * 2"), else on every scene (said of the video). Behind the texts, unless asked in front ("confetti falling over
 * the title", "fireworks in front"): then in front, but never over a text's box. "No confetti" / "remove the snow"
 * takes them away.
 */

// Each kind's words in French, Spanish, Portuguese, Italian and German follow its English ones ("de la neige qui tombe").
const KIND_WORDS: [ParticleKind, string][] = [
  ['confetti', String.raw`(?:confetti(?:\s+(?:burst|shower|rain|cannon|pop|explosion|effect|falling|drop))?)|confettis?|confeti|confetes?|konfetti|coriandoli`],
  ['sparkles', String.raw`(?:(?:sparkles?|sparkly|glitter(?:y|ing)?)(?:\s+effect)?)|paillettes|étincelles|brillos|brilhos|brillantini|glitzer`],
  // "a snowy festive video", "make it snowy": the look of falling snow.
  ['snow', String.raw`(?:(?:(?:falling|gentle|soft|light|heavy)\s+)?(?:snow(?:flakes?|fall)?)(?:\s+(?:falling|effect))?|snowy(?=(?:\s+[a-z]+){0,2}(?:\s+(?:video|vid|reel|clip|scene|background|look|vibe|feel|theme|card|intro|promo|post|greeting|ad|story|version|one)\b|\s*\u0001)|\s*(?:[.,;!?]|$))|(?<=\b(?:make|making|keep|have)\s+it\s+(?:look\s+|feel\s+|a\s+bit\s+|all\s+)?)snowy|snowing)|neige(?:\s+qui\s+tombe)?|nieve(?:\s+cayendo)?|neve(?:\s+(?:caindo|che\s+cade))?|schnee(?:fall|flocken)?|sneeuw(?:vlokken)?(?:\s+die\s+(?:naar\s+beneden\s+)?(?:dwarrelt|valt))?`],
  ['bubbles', String.raw`(?:(?:(?:floating|rising|soap)\s+)?bubbles(?:\s+(?:floating|rising|effect)(?:\s+up(?:wards?)?)?)?)|bulles|burbujas|bolhas|bolle(?:\s+di\s+sapone)?|(?:seifen)?blasen`],
  ['hearts', String.raw`(?:(?:(?:floating|rising|flying)\s+)?hearts(?:\s+(?:floating|rising|flying|drifting)(?:\s+up(?:wards?)?)?)?)|(?:(?:quelques|des|de\s+petits|petits|unos|algunos|alguns|uns|alcuni|qualche|ein\s+paar|einige)\s+)?(?:c(?:œ|oe)urs|corazones|corazoncitos|corações|coraçõezinhos|cuori|cuoricini|herzen|herzchen|hartjes|harten)(?:\s+(?:qui\s+(?:flottent|montent|volent)|que\s+(?:flotan|suben|flutuam|sobem)|flotando|flutuando|che\s+(?:fluttuano|salgono|volano)|die\s+(?:schweben|aufsteigen)|schwebend|die\s+zweven)(?:\s+(?:doucement|suavemente|lentamente|dolcemente|sanft|langsam|zachtjes))?)?`],
  ['balloons', String.raw`(?:(?:(?:floating|rising|colou?rful|party|birthday|helium)\s+)?balloons?(?:\s+(?:floating|rising|flying|drifting|going)(?:\s+up(?:wards?)?)?)?)|globos|balões|palloncini|(?:luft)?ballons?`],
  ['fireworks', String.raw`(?:(?:(?:exploding|bursting|colou?rful|big|new\s+years?'?s?)\s+)?(?:fireworks?|firework\s+bursts?)(?:\s+(?:display|show|bursts?|effect|exploding|bursting|going\s+off))?)|feux\s+d['’]artifice|fuegos\s+artificiales|fogos\s+de\s+artifício|fuochi\s+d['’]artificio|feuerwerk`],
  ['stars', String.raw`(?:(?:(?:(?:gently|slowly|softly)\s+)?(?:twinkling|twinkly|shining|glittering|sparkling|falling|floating|drifting|shooting)\s+stars|stars\s+twinkling|starry\s+(?:sky|night|background)|starfield|(?<=\b(?:with|add|plus|some|and|put|scatter)\s+(?:some\s+|a\s+few\s+)?)stars(?=\s*(?:$|[,.;!✨⭐🌟💫\n]|\d{1,2}[.)]\s|\b(?:in|behind|on|and|at|to|when|once|as|after|floating|falling|drifting|twinkling|about|around|everywhere|going\s+off|bursting|popping|exploding|shooting)\b))|(?:^|(?<=[.!?,;]\s*))(?:(?:little|tiny|small|some|lots\s+of|gold|golden|white)\s+)?stars(?=\s+(?:at\s+the\s+(?:end|start|beginning|finish)|throughout|falling|floating|drifting|popping|flying|bursting|in\s+the\s+(?:background|sky))\b)|(?<=[,;]\s*)stars(?=\s*[,;.!]|\s*$)|stars(?=\s+(?:all\s+over|everywhere|across\s+the\s+(?:sky|screen|background)|in\s+(?:the\s+)?(?:night\s+)?sky|(?:in|behind)\s+(?:the\s+)?(?:bg|background|back)\b)))(?:\s+(?:all\s+over|everywhere|in\s+(?:the\s+)?(?:night\s+)?sky|(?:floating|falling|drifting|twinkling)(?:\s+(?:about|around|down|up))?))?)|étoiles|estrellas|estrelas|(?<!\b(?:die|der|den|einer|eine|diese|dieser|an\s+der|von\s+der)\s+)stelle|sterne`],
];

/** "lots of", "a little", "some light"…: how many. */
const DENSITY = String.raw`(?:(?<heavy>lots\s+of|loads\s+of|tons\s+of|plenty\s+of|a\s+lot\s+of|heaps\s+of|a\s+shower\s+of|a\s+burst\s+of|heavy|thick|big|plenty)|(?<light>a\s+little|a\s+few|(?:a\s+)?(?:little\s+)?bit\s+of|(?:a\s+)?touch\s+of|subtle|light|gentle|soft|some\s+light|few))\s+`;
/**
 * A verb or preposition that asks ("add", "with"), kept in the match so it is not reported as not understood; and
 * the "and" that joins a second decoration to a first ("with balloons and confetti"), which would otherwise stay in
 * an unquoted title ("Happy birthday Maya and").
 */
// (With their words in French, Spanish, Portuguese, Italian and German: "con globos y confeti", "avec des ballons".)
const LEAD = String.raw`(?:(?:and|&|y|et|e|und)\s+)?(?:(?:add(?:ing)?|with|plus|throw\s+in|include|put|sprinkle|have|use|con|avec(?:\s+(?:des|de\s+la|du))?|com|mit)\s+)?(?:some\s+|a\s+)?`;
/** Where: "at the end", "on the last scene", "to scene 2", "at the start"; and "in the background" (said and kept). */
const SHOWN = String.raw`(?:scene|slide|one|card|photo|picture|pic|image|shot|clip)`;
const SCENE_TAIL = String.raw`(?:\s+(?:(?:at|in|on|to|for|during|over)\s+)?(?:the\s+)?(?:(?<end>very\s+end|end|finale?|outro|(?:last|final|closing)\s+${SHOWN})|(?<start>start|beginning|intro|(?:first|opening)\s+${SHOWN})|(?:(?<ord>${ORDINAL})\s+${SHOWN})|(?:scene|slide)\s*(?:#|no\.?\s*|number\s+)?(?<num>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)|(?<=\b(?:on|over|during|for)\s+the\s+)(?<clip>(?!whole\b|entire\b|full\b)[a-z'’-]+\s+(?:clip|footage)))\b)?`;
/** The texts a placement names: "the title", "everything". */
const OVER_WHAT = String.raw`(?:the\s+|our\s+)?(?:text|texts|title|titles|heading|headline|words|name|everything|it|them)`;
/**
 * "in front of the text", "over the title", "falling over everything", "on top", "in the foreground" (`front`);
 * "in the background", "behind the text" (said and kept: that is where they are anyway). Said after the kind, before
 * or after its scene.
 */
const DEPTH_TAIL = (front: string) =>
  String.raw`(?:\s+(?:(?:falling|raining|floating|flying|drifting|rising|bursting|popping|going\s+off)\s+)?(?:(?<${front}>in\s+front(?:\s+of\s+${OVER_WHAT})?|(?:all\s+)?over\s+${OVER_WHAT}|on\s+top(?:\s+of\s+${OVER_WHAT})?|in\s+the\s+foreground|across\s+${OVER_WHAT})|in\s+the\s+(?:background|bg|back)|behind\s+${OVER_WHAT})\b)?`;
/** Said of the whole video wherever it is written: "throughout", "everywhere", "on every slide", "the whole time". */
const EVERY_TAIL = String.raw`(?:\s*,?\s+(?<every>throughout(?:\s+the\s+(?:whole\s+|entire\s+)?(?:video|clip|thing))?|everywhere|all\s+(?:the\s+)?way\s+through|the\s+whole\s+(?:time|way\s+through|video)|(?:on|in|to|across|for|over|through)\s+(?:every|each|all(?:\s+(?:the|of\s+the))?)\s+(?:scenes?|slides?|cards?|screens?|shots?|frames?)|(?:on|in|across|for|over|through(?:out)?)\s+the\s+(?:whole|entire)\s+(?:video|thing|clip))\b)?`;
/** How the decoration moves, said after it ("stars going off", "confetti bursting"): part of the request. */
const MOTION_TAIL = String.raw`(?:\s+(?:going\s+off|bursting|popping|exploding|shooting))?`;
const TAIL = `${MOTION_TAIL}${DEPTH_TAIL('front')}${SCENE_TAIL}${DEPTH_TAIL('front2')}${EVERY_TAIL}`;

/** A number just before a kind word: "three hearts" is a count of things, not a decoration. */
const COUNTED = /(?<!\b(?:with|add|adding|plus|and)\s+)(?:\b\d+|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|dozen|million|billion))\s+$/i;

const REMOVE = /\b(?:remove|delete|drop|hide|lose|no|without|stop|take\s+(?:out|away|off)|get\s+rid\s+of)\s+(?:the\s+|any\s+|all\s+(?:the\s+)?)?/i;

export interface EffectRequest {
  kind: ParticleKind;
  density: ParticlesLayer['density'];
  /** Where in the reading it was said (to find the scene described around it). */
  at: number;
  /** Said of a scene: 'end'/'start' (the last/first), a 1-based number, or 'clip' (the one scene that plays a clip). */
  scene?: 'end' | 'start' | 'clip' | number;
  remove?: boolean;
  /** "in front of the text", "over the title": a near layer drawn in front, off the texts' boxes. */
  front?: boolean;
  /** "throughout", "on every slide": the whole video's, whichever scene's words it stands among. */
  everywhere?: boolean;
}

const ORDINAL_NUMBERS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };

function sceneOfTail(groups: Record<string, string | undefined>): EffectRequest['scene'] {
  if (groups.clip) return 'clip';
  if (groups.end) return 'end';
  if (groups.start) return 'start';
  const ord = groups.ord?.toLowerCase();
  if (ord) return ord === 'last' || ord === 'final' ? 'end' : (ORDINAL_NUMBERS[ord] ?? (Number.parseInt(ord, 10) || undefined));
  if (groups.num) return cardinalValue(groups.num.toLowerCase());
  return undefined;
}

/** Finds and takes the decoration phrases of a prompt (before its scenes are read). */
export function readEffects(reading: Reading): EffectRequest[] {
  const found: EffectRequest[] = [];
  for (const [kind, words] of KIND_WORDS) {
    const pattern = new RegExp(String.raw`(?<!\b(?:about|regarding|of|on)\s+(?:the\s+|our\s+|some\s+)?)\b${LEAD}(?:${DENSITY})?(?:${words})\b${TAIL}`, 'i');
    for (const m of reading.find(pattern)) {
      // A word of a name ("Captain Fizz – Magic & Bubbles Parties", "Snow Patrol"): no decoration.
      // (German capitalises every noun: "Mit Herzen." asks for hearts, its capitals are grammar, not a name's.)
      const german = /^(?:mit|und)\s+(?:[\p{L}]+\s+)?(?:herzen|herzchen|konfetti|(?:luft)?ballons|schnee\p{L}*|feuerwerk|glitzer|(?:seifen)?blasen)\s*$/iu.test(m[0]);
      if (!german && [...m[0].matchAll(/[\p{L}'’-]+/gu)].some((w) => insideName(reading.text, m.index + w.index!, m.index + w.index! + w[0].length))) continue;
      // Joined to another word by "&" ("sparkle & shine cleaning", "Bubbles & Co"): a name in any case.
      if (/^\s*[\p{L}'’-]+\s*$/u.test(m[0]) && /^\s*&\s*\p{L}/u.test(reading.text.slice(m.index + m[0].length, m.index + m[0].length + 4)) || /\p{L}\s*&\s*$/u.test(reading.text.slice(Math.max(0, m.index - 4), m.index))) continue;
      // A word of shouted copy ("text SPARKLE AUTO WASH full valet"): in capitals beside another word in capitals.
      const word = /\p{L}+/u.exec(m[0].trimEnd().split(/\s+/).at(-1) ?? '')?.[0] ?? '';
      const near = reading.text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30);
      if (word.length > 2 && word === word.toUpperCase() && /\p{Ll}/u.test(reading.text) && new RegExp(String.raw`(?:\b\p{Lu}{2,}\s+${word}\b|\b${word}\s+\p{Lu}{2,}\b)`, 'u').test(near)) continue;
      const before = reading.view(Math.max(0, m.index - 40), m.index);
      // Counted, they are content: "Octopuses have three hearts", "5 balloons for 5 years".
      // (Only right before the kind word: "Countdown from 5 with fireworks" asks for fireworks.)
      if (COUNTED.test(before) && !/^(?:and|&|add|adding|with|plus|include|put|sprinkle|have|use|throw|some|a)\b/i.test(m[0])) continue;
      const removal = REMOVE.exec(before);
      const remove = removal !== null && removal.index + removal[0].length === before.length;
      if (remove) reading.take(m.index - removal![0].length, m.index);
      reading.takeMatch(m);
      const g = m.groups ?? {};
      const front = !remove && (g.front !== undefined || g.front2 !== undefined);
      found.push({ kind, density: g.heavy ? 'heavy' : g.light ? 'light' : 'normal', at: m.index, scene: sceneOfTail(g), ...(remove ? { remove: true } : {}), ...(front ? { front: true } : {}), ...(g.every && !remove ? { everywhere: true } : {}) });
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

/** Spoken back in summaries: "confetti", "a little falling snow", "hearts floating up", "confetti in front". */
export function describeParticles(layer: ParticlesLayer): string {
  const what = { confetti: 'confetti', sparkles: 'sparkles', snow: 'falling snow', bubbles: 'bubbles rising', hearts: 'hearts floating up', stars: 'twinkling stars', balloons: 'balloons rising', fireworks: 'fireworks' }[layer.kind];
  return `${layer.density === 'normal' ? '' : `${layer.density === 'light' ? 'a little ' : 'lots of '}`}${what}${layer.front ? ' in front of the text' : ''}`;
}

/**
 * Twinkles and bursts keep clear of the texts wherever they are drawn: asked in front, the layer itself goes in
 * front. What falls or rises passes behind the texts; asked in front, a sparse near layer goes in front (beside and
 * around the texts, never over them) and the field stays behind: depth, as a designer layers foreground confetti.
 */
const CLEAR_OF_TEXT = new Set<ParticleKind>(['sparkles', 'stars', 'fireworks']);

export interface Described {
  segment: Segment;
  /** Where the scene's texts, lists, pictures… were said. */
  pieces?: readonly { start: number; end: number }[];
}

/** Ends a clause for a decoration: a sentence's end, a line, a colon or a semicolon. */
const CLAUSE_END = /[.!?](?=\s|$)|[\n:;]/;

/**
 * A decoration said in the lead right after the lead scene's own content, in the same sentence ("'Happy 30th Maya!'
 * with balloons, then …", "'We did it!' with fireworks. Then …") is that scene's; said before it ("Birthday video
 * with confetti: …") or in a sentence of its own, it is the video's.
 */
function saidWithContent(b: Described, at: number, text: string): boolean {
  const before = (b.pieces ?? []).filter((p) => p.end <= at);
  if (before.length === 0) return false;
  const from = Math.max(...before.map((p) => p.end));
  return !CLAUSE_END.test(text.slice(from, at));
}

/**
 * Puts each decoration on its scene(s): the one a tail names, else the one whose description said it (a scene of
 * its own, not the prompt's lead), else every scene. A kind already there is replaced (its density changes). Scenes
 * built by this prompt list it with their layers (`built`); on scenes that were there, it is noted as a change.
 */
export function applyEffects<B extends Described>(doc: SceneDocument, requests: readonly EffectRequest[], described: ReadonlyMap<B, Scene>, notes: Notes, built: readonly Scene[] = [], text = ''): void {
  for (const request of requests) {
    let targets: Scene[];
    let where = '';
    const n = doc.scenes.length;
    if (request.scene === 'end') targets = doc.scenes.slice(-1);
    else if (request.scene === 'start') targets = doc.scenes.slice(0, 1);
    // "confetti on the goal clip": the scene that plays it, when one does; else the video's.
    else if (request.scene === 'clip') targets = ((clips) => (clips.length === 1 ? clips : doc.scenes))(doc.scenes.filter((s) => s.layers.some((l) => l.type === 'media' && l.kind === 'video')));
    else if (typeof request.scene === 'number') targets = request.scene >= 1 && request.scene <= n ? [doc.scenes[request.scene - 1]!] : [];
    else if (request.everywhere) targets = doc.scenes;
    else {
      const around = [...described].find(([b]) => request.at >= b.segment.start && request.at < b.segment.end);
      // The lead's words are the video's, unless the decoration was said with the lead scene's own content (a new
      // scene of a sequence: not one merged into a scene that was there).
      // A sentence of its own after the last numbered scene's words ("Scene 4: 'Bring your grown-up!'. Bubbles
      // please.") is said of the video, as a look said there is; not a scene said to come last ("At the end: confetti").
      const last = around !== undefined && around[1] === doc.scenes.at(-1) && around[0].segment.kind !== 'last';
      const own = around && (around[0].segment.kind !== 'lead' || (n > 1 && built.includes(around[1]) && saidWithContent(around[0], request.at, text))) && !(last && n > 1 && around[0].segment.kind !== 'lead' && (around[0].pieces ?? []).some((p) => p.end <= request.at) && !saidWithContent(around[0], request.at, text));
      targets = own ? [around[1]] : doc.scenes;
    }
    if (targets.length === 0) {
      notes.hint(`there is no scene ${String(request.scene)} for the ${request.kind}`);
      continue;
    }
    if (n > 1 && targets.length === 1) where = ` in scene ${doc.scenes.indexOf(targets[0]!) + 1}`;
    const behind: ParticlesLayer = { type: 'particles', kind: request.kind, density: request.density, start: 0, animation: animation({ in: 'fade' }) };
    const layer: ParticlesLayer = request.front ? { ...behind, front: true } : behind;
    const layers = request.front && !CLEAR_OF_TEXT.has(request.kind) ? [behind, layer] : [layer];
    for (const scene of targets) {
      const others = scene.layers.filter((l) => !(l.type === 'particles' && l.kind === request.kind));
      scene.layers = request.remove ? others : sortLayers([...others, ...structuredClone(layers)]);
    }
    // Scenes built by this prompt are listed with their layers; a change to scenes that were there is said.
    if (request.remove) notes.change(`no ${request.kind}${where}`);
    else if (!targets.every((scene) => built.includes(scene))) notes.change(`${describeParticles(layer)}${where}`);
  }
}
