import type { SceneDocument } from '../../../model/scene-document.js';
import { LENGTH } from '../intents/durations.js';
import { addItems, chartKind, counterTo, listItemScene, listReveal, listStyle, quotesIn, removeItem, removeLayers, removeMotion, removeText, replaceLineNamed, replaceLineLike, replaceOwnersLine, replacePart, replaceText, restyle, restyleGeneric, setText } from './edit-layers.js';
import { recolour } from './edit-colours.js';
import { editData } from './edit-data.js';
import { changeSaidFacts } from './edit-said-facts.js';
import { replaceNotThenNew, replaceSaidNot } from './edit-not.js';
import { applyCounterFigures, narrationPartAnew } from './edit-figures.js';
import { applyWordEdits, changeFact, onlyValueOfKind, setKindText } from './edit-words.js';
import { replaceWords } from './replace-words.js';
import { editLowerThird, LOWER_THIRD_EDIT } from './edit-lower-third.js';
import { CLIP_REF, CLIP_SPEED, clauseEnd, muteClip, retrimLoneClip, speedClip, speedLoneClip, trimClip } from './edit-clips.js';
import { moveTarget, moveToPlace, NAMED, removeTarget, renameTarget, retimeTarget, scenesQualified, swapPair, swapTargets } from './edit-refs.js';
import { deleteScene, duplicateScene, moveScene, sceneLength, setListItem, swapEnds, swapPoints, swapScenes } from './edit-scenes.js';
import { type Command, Editor, IN_SCENE, ITEM_REF, ITEM_WORD, LAYER_WORD, SCENE_REF, SCENE_WORD, TEXT_WORD, VERB_REMOVE } from './edit-target.js';
import type { Notes } from '../compose/notes.js';
import type { KnownAsset } from '../types.js';
import { QUOTE, type Reading } from '../read/reading.js';
import { CARDINAL, NUMBER, numberValue, ORDINAL } from '../read/words.js';
import { COUNTER_COMMANDS, VALUE_COMMANDS } from './value-commands.js';

/*
 * Later prompts edit precisely and keep the rest: "change the heading to "…"", "make the second point say "…"",
 * "add "D" to the list", "swap scenes 1 and 2", "make scene 2 longer", "remove the logo", "delete scene 3",
 * "move the logo to the bottom left". Each command is found in the prompt, applied in the order written, and its
 * words are marked as used so the rest of the prompt is read as new content. What a command names is resolved in
 * edit-target.ts; what it does, in edit-layers.ts and edit-scenes.ts.
 */

/** What is said after a layer word, up to the next clause ("… bigger and move …" stops at "and"). */
const TAIL = /^(?:(?!\band\s+(?!out\b|in\b)|\bthen\b|\bwith\b)[^,;.⟪\u0001]){0,60}/i;
// ("On the last scene please change …": a request's courtesy may come between.)

/** What a sentence says is gone, for an "it" after it: "sold out of halloumi", "no more scones", "the raffle's cancelled". */
const GONE = /(?:(?:sold|run|ran)\s+out\s+of|out\s+of|no\s+more|none\s+left\s+of)\s+(?:the\s+|our\s+|my\s+)?(?<what>[\p{L}\p{N}][\p{L}\p{N}'’&-]*(?:\s+(?!(?:and|so|today|now|tonight|this|sorry)\b)[\p{L}\p{N}][\p{L}\p{N}'’&-]*){0,2})\s*[,.;!-]*\s*(?:(?:so|and|please|pls|can\s+you|could\s+you)\s+)*$/iu;

/**
 * Said after a layer's name, an order among scenes, not a place in the frame: "move the counter to the end", "put the
 * chart first", "move the quote so it comes right after the title" (the scene that shows it moves: edit-refs.ts).
 */
const NOT_ORDER = String.raw`(?!\s+(?:so\s+(?:that\s+)?it\s+(?:comes?|goes|plays)\b|(?:right\s+|just\s+|straight\s+|directly\s+)?(?:after|before|ahead\s+of|behind)\s+(?:the\s+)?(?:(?:title|quote|chart|graph|list|counter|intro|opening|closing|last|first|${SCENE_WORD})\b|⟪q)|to\s+(?:the\s+)?(?:very\s+)?(?:start|beginning|front|end|back)\b|(?:first|last)\b))`;


const COMMANDS: Command[] = [
  // "move the lower third scene so it comes second", "put the chart to third", "make the quote scene be number 2" (before
  // the readers of a layer's own words, which would take "move the lower third" as a move in the frame).
  {
    pattern: new RegExp(String.raw`\b(?:move|put|bring|place|make)\s+(?<ref>${NAMED})\s+(?:so\s+(?:that\s+)?it\s+(?:comes?|goes|is|plays|shows)\s+|(?:to\s+)?(?:come|go|be|play|appear)\s+|to\s+)(?:the\s+)?(?:(?<place>second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th)(?:\s+(?:one|scene|slide))?|(?:number|position|scene|slide)\s+(?<num>\d{1,2}))\b`, 'iu'),
    apply: (m, edit) => moveToPlace(edit, m.groups!.ref!, m.groups!.place ?? m.groups!.num!),
  },
  // "and the button make it 'Reserva ya'", "the title, change it to 'Summer'": the part named first, then its words.
  {
    pattern: new RegExp(String.raw`\b(?:the\s+)?(?<kind>button|cta|title|heading|headline|subtitle|tagline|caption)\s*,?\s*(?:make|change|set|turn)\s+it\s+(?:to\s+|into\s+)?(?:say\s+|read\s+)?${QUOTE}`, 'iu'),
    apply: (m, edit) => {
      if (!setKindText(edit, m.groups!.kind!, edit.quote(m.at(-1)!))) edit.notes.hint(`there is no ${m.groups!.kind!.toLowerCase()} to change`);
    },
  },
  // "remove Sunday 8 December from the list and put Saturday 14 December in its place": one replaced by the other.
  {
    pattern: /\b(?:remove|delete|take\s+out|drop|cut)\s+(?:the\s+)?(?<old>[^⟪\u0001.;!?\n]{2,60}?)\s+(?:from\s+(?:the\s+)?(?:list|slide|scene|video)\s+)?and\s+(?:put|add|use|have|write)\s+(?<new>[^⟪\u0001.;!?\n]{2,60}?)\s+(?:in\s+(?:its|their)\s+place|instead)\b/iu,
    apply: (m, edit) => {
      if (!replaceWords(edit, m.groups!.old!, m.groups!.new!)) edit.notes.hint(`no text has "${m.groups!.old!.trim()}" in it to replace`);
    },
  },
  // Before the texts' own commands: "make the lower third in scene 2 say Sam Patel, Logistics Analyst".
  {
    pattern: LOWER_THIRD_EDIT,
    apply: (m, edit) => {
      const g = m.groups!;
      editLowerThird(edit, g.q !== undefined ? edit.quote(g.q) : (g.plain ?? g.named)!, g.ref);
    },
  },
  // Clips by their place or name (edit-clips.ts): "mute the second clip", "trim the last clip to 3 seconds",
  // "play the first clip in slow motion", "speed up the kitchen clip".
  {
    pattern: new RegExp(String.raw`\b(?<verb>mute|silence|unmute)\s+(?<ref>${CLIP_REF})|\b(?:turn\s+off|remove|cut|kill|drop|take\s+out)\s+(?:the\s+)?(?:sound|audio)\s+(?:of|on|from|in)\s+(?<off>${CLIP_REF})|\b(?:keep|turn\s+on|bring\s+back|restore)\s+(?:the\s+)?(?:sound|audio)\s+(?:of|on|from|in)\s+(?<on>${CLIP_REF})`, 'iu'),
    apply: (m, edit) => {
      const g = m.groups!;
      muteClip(edit, (g.ref ?? g.off ?? g.on)!, g.on === undefined && !/^unmute/i.test(g.verb ?? ''));
    },
  },
  {
    pattern: new RegExp(String.raw`\b(?:trim|cut|shorten|clip)\s+(?<ref>${CLIP_REF})\s+(?:down\s+)?to\b`, 'iu'),
    apply: (m, edit) => {
      const end = m.index + m[0].length;
      trimClip(edit, m.groups!.ref!, end, end + clauseEnd(edit.reading.view(end)));
    },
  },
  // "make the goal clip only the last 8 seconds", "just the last 8 seconds of the clip": a part of it kept.
  {
    pattern: new RegExp(String.raw`\b(?:make|keep|have|use|cut)\s+(?<ref>${CLIP_REF})\s+(?:down\s+to\s+)?(?:just|only)\s+(?=(?:the\s+|its\s+)?(?:first|last|final|opening)\s)|\b(?:(?:use|keep|show|play)\s+)?(?:just|only)\s+(?=(?<part>(?:the\s+)?(?:first|last|final|opening)\s+${LENGTH})(?<of>\s+of\s+(?<whose>${CLIP_REF})))`, 'iu'),
    apply: (m, edit) => {
      const g = m.groups!;
      const end = m.index + m[0].length;
      // Said before the clip it is of: the part is read, then "of the clip" is understood with it.
      if (g.part !== undefined) edit.reading.take(end + g.part.length, end + g.part.length + g.of!.length);
      trimClip(edit, (g.ref ?? g.whose)!, end, g.part !== undefined ? end + g.part.length : end + clauseEnd(edit.reading.view(end)));
    },
  },
  {
    pattern: CLIP_SPEED,
    apply: (m, edit) => {
      const end = m.index + m[0].length;
      const g = m.groups!;
      const fallback = g.how ? (/up/i.test(g.how) ? 2 : 0.5) : undefined;
      speedClip(edit, (g.ref ?? g.sref)!, end, end + clauseEnd(edit.reading.view(end)), fallback);
    },
  },
  // Text: "change the heading to "…"", "make the second point say "…"", "the subtitle should read "…"", "swap the
  // subtitle for "…"".
  {
    pattern: new RegExp(String.raw`\b(?:change|set|replace|update|rename|edit|switch|swap(?:\s+out)?|make|turn|alter|fix|have|let)\s+(?:the\s+)?(?:text\s+(?:of|in)\s+(?:the\s+)?)?(?:(${SCENE_REF}|(?:the\s+)?(?:${ORDINAL})\s+one(?=['’]s))(?:['’]s)?\s+)?(${ITEM_REF}|${TEXT_WORD}|chart\s+title)${IN_SCENE}\s+(?:text\s+)?(?:to\s+say|to\s+read|so\s+(?:it|that\s+it)\s+(?:says|reads)|to|into|with|for|by|say|says|read|reads|=|:)\s*${QUOTE}`, 'i'),
    apply: (m, edit) => setText(edit, m[2]!.replace(/^chart\s+title$/i, 'chart'), m[1] ?? m[3], edit.quote(m[4]!)),
  },
  // "make the subtitle 'Exclusive hire from £7,200'": the new words straight after the text's name, the clause ending there.
  {
    pattern: new RegExp(String.raw`\b(?:change|set|make|update|switch|have)\s+(?:the\s+)?(${ITEM_REF}|${TEXT_WORD})${IN_SCENE}\s+${QUOTE}(?=\s*(?:$|[.!?;,\n]|(?:please|pls|instead|thanks|and|then)\b))`, 'i'),
    apply: (m, edit) => setText(edit, m[1]!, m[2], edit.quote(m[3]!)),
  },
  // Values named by their item or said alone (value-commands.ts).
  ...VALUE_COMMANDS,
  // "can the button say 'Apply now' instead", "could the title read '…'": asked as a question.
  {
    pattern: new RegExp(String.raw`\b(?:can|could|would|will)\s+(?:you\s+(?:make|have|let|get)\s+)?(?:the\s+)?(${ITEM_REF}|${TEXT_WORD})${IN_SCENE}\s+(?:(?:to\s+)?say|(?:to\s+)?read|be|show)\s*:?\s*${QUOTE}`, 'i'),
    apply: (m, edit) => setText(edit, m[1]!, m[2], edit.quote(m[3]!)),
  },
  {
    pattern: new RegExp(String.raw`\b(?:the\s+)?(${ITEM_REF}|${TEXT_WORD})${IN_SCENE}\s+(?:should|must|needs\s+to|has\s+to|will|can)\s+(?:say|read|be|become)\s*:?\s*${QUOTE}`, 'i'),
    apply: (m, edit) => setText(edit, m[1]!, m[2], edit.quote(m[3]!)),
  },
  {
    pattern: new RegExp(String.raw`\b(?:a\s+)?(?:new|different)\s+(${TEXT_WORD})${IN_SCENE}\s*:?\s*${QUOTE}`, 'i'),
    apply: (m, edit) => setText(edit, m[1]!, m[2], edit.quote(m[3]!)),
  },
  // "change the 'Now' label to '2024'", "make the "Book now" button say "Book today"": a text named by its words
  // and what it is.
  {
    pattern: new RegExp(String.raw`\b(?:change|replace|swap|turn|rename|update|edit|correct|fix|make|switch)\s+(?:the\s+)?${QUOTE}\s+(?:${TEXT_WORD}|label|tag|line|sign|words?)\s+(?:to\s+say|to\s+read|say|read|to|with|for|by|into|=|:)\s*${QUOTE}`, 'i'),
    apply: (m, edit) => replaceText(edit, edit.quote(m[1]!), edit.quote(m[2]!)),
  },
  // Said with the words it has and will have: "change the button from “Order now” to “Shop bouquets”".
  {
    pattern: new RegExp(String.raw`\b(?:change|switch|update|rename|edit|alter|turn)\s+(?:the\s+)?(?:${TEXT_WORD}|label|tag|line|sign|words?|text)${IN_SCENE}\s+from\s+${QUOTE}\s+(?:to|into)\s+${QUOTE}`, 'i'),
    apply: (m, edit) => replaceText(edit, edit.quote(m.at(-2)!), edit.quote(m.at(-1)!)),
  },
  // "replace "old" with "new"", "change "old" to "new"".
  {
    pattern: new RegExp(String.raw`\b(?:change|replace|swap|turn|rename|correct|fix)\s+${QUOTE}\s+(?:to|with|for|by|into)\s+${QUOTE}`, 'i'),
    apply: (m, edit) => replaceText(edit, edit.quote(m[1]!), edit.quote(m[2]!)),
  },
  // "take out "B" and add "E" at the end", B a point of a list: E is a point of that list too, not a scene.
  {
    pattern: new RegExp(String.raw`\b${VERB_REMOVE}\s+${QUOTE}\s*,?\s*(?:and\s+)?(?:then\s+)?add\s+(${QUOTE}(?:\s*(?:,|and|&)\s*${QUOTE})*)(?:\s+(?:at|to)\s+the\s+(?:end|bottom)(?:\s+of\s+(?:the\s+|it|that)?\s*(?:list|points|bullets|items)?)?)?`, 'i'),
    when: (m, edit) => listItemScene(edit, edit.quote(m[1]!)) !== undefined,
    apply: (m, edit) => {
      const scene = listItemScene(edit, edit.quote(m[1]!))!;
      removeText(edit, edit.quote(m[1]!));
      addItems(edit, quotesIn(m[2]!, edit), `scene ${edit.doc.scenes.indexOf(scene) + 1}`);
    },
  },
  // Lists: "add "D" to the list", "add a point "D"", "add "D" as the second point".
  {
    pattern: new RegExp(String.raw`\badd\s+(${QUOTE}(?:\s*(?:,|and|&)\s*${QUOTE})*)\s+(?:(?:to|at)\s+the\s+(?:end|bottom)\s+of|to|on|onto|in|into)\s+(?:the\s+)?(?:list|points|bullets|items|steps|bullet\s+points)${IN_SCENE}`, 'i'),
    apply: (m, edit) => addItems(edit, quotesIn(m[1]!, edit), m.at(-1)),
  },
  {
    pattern: new RegExp(String.raw`\badd\s+(?:a|an|another|one\s+more|an?\s+extra|a\s+new)?\s*(?:(${ORDINAL})\s+)?(?:new\s+)?${ITEM_WORD}s?${IN_SCENE}\s*(?:saying|that\s+says|called|:|-)?\s*(${QUOTE}(?:\s*(?:,|and|&)\s*${QUOTE})*)`, 'i'),
    apply: (m, edit) => addItems(edit, quotesIn(m[3]!, edit), m[2], m[1]),
  },
  {
    pattern: new RegExp(String.raw`\badd\s+(${QUOTE})\s+as\s+(?:a|an|the)\s+(?:new\s+)?(?:(${ORDINAL})\s+)?${ITEM_WORD}`, 'i'),
    apply: (m, edit) => addItems(edit, quotesIn(m[1]!, edit), undefined, m[3]),
  },
  {
    pattern: new RegExp(String.raw`\b${VERB_REMOVE}\s+(?:the\s+)?(${ITEM_REF})(?:\s+(?:from|of|in)\s+(?:the\s+list|(${SCENE_REF})))?`, 'i'),
    apply: (m, edit) => removeItem(edit, m[1]!, m[2]),
  },
  {
    pattern: new RegExp(String.raw`\b${VERB_REMOVE}\s+${QUOTE}(?:\s+from\s+the\s+(?:list|points|bullets|scene))?`, 'i'),
    apply: (m, edit) => removeText(edit, edit.quote(m[1]!)),
  },
  {
    pattern: /\b(?:number\s+the\s+(?:list|points|items|steps|bullets)|make\s+(?:the\s+list|it|the\s+points)\s+numbered|use\s+numbers(?:\s+instead(?:\s+of\s+bullets)?)?)\b/i,
    apply: (_m, edit) => listStyle(edit, true),
  },
  {
    pattern: /\b(?:use\s+bullets(?:\s+instead(?:\s+of\s+numbers)?)?|bullet\s+points\s+instead|make\s+(?:the\s+list|it)\s+bulleted|no\s+numbers)\b/i,
    apply: (_m, edit) => listStyle(edit, false),
  },
  {
    pattern: /\b(?:reveal|show|bring\s+in|animate|have)\s+(?:the\s+)?(?:points|items|bullets|list(?:\s+items)?|steps|them)\s+(?:appear\s+)?(one\s+(?:at\s+a\s+time|by\s+one|after\s+(?:another|the\s+other))|in\s+turn|all\s+at\s+once|together|at\s+the\s+same\s+time)/i,
    apply: (m, edit) => listReveal(edit, /one|turn/i.test(m[1]!)),
  },
  // "make the second one Colour from £70": an item of the chapter's one list, by its place, given its new words (in
  // capitals or with a figure: "make the second one come last" is a move; no 'i' flag, which would let \p{Lu} match
  // lower case).
  {
    pattern: new RegExp(String.raw`\b(?:[Mm]ake|[Cc]hange|[Tt]urn)\s+[Tt]he\s+(${ORDINAL})\s+(?:one|item|point|line|entry|price)\s+(?:in\s+the\s+list\s+)?(?:to\s+|into\s+)?(?:say\s+|read\s+)?(\p{Lu}[^⟪\n.!?]{1,60}?|[^⟪\n.!?\s]*\d[^⟪\n.!?]{0,60}?)(?=\s*(?:$|[.!?\n]|,?\s*(?:please|pls|thanks|thank\s+you)\b))`, 'u'),
    apply: (m, edit) => setListItem(edit, m[1]!, m[2]!.trim()),
  },
  // Scenes: swap, move, delete, duplicate, length.
  // "swap the first two dishes", "switch the last two slides": the list's items, or the scenes when they are named.
  {
    pattern: /\b(?:swap|switch|flip|reverse)\s+(?:the\s+)?(first|last|top|bottom)\s+two(?:\s+([\p{L}-]+))?/iu,
    apply: (m, edit) => swapEnds(edit, /first|top/i.test(m[1]!) ? 'first' : 'last', m[2]),
  },
  {
    pattern: new RegExp(String.raw`\b(?:swap|switch|exchange|flip|trade)\s+(?:the\s+)?(?:${SCENE_WORD}s?\s+|(?:points|items|steps|tips|bullets|lines|reasons)\s+)?((?:${SCENE_WORD}\s+)?(?:\d{1,2}|${CARDINAL}|${ORDINAL}))\s+(?:and|with|&)\s+(?:the\s+)?((?:${SCENE_WORD}\s+)?(?:\d{1,2}|${CARDINAL}|${ORDINAL}))(?:\s+(?:([\p{L}-]+)\s+)?${SCENE_WORD}s?)?`, 'iu'),
    apply: (m, edit) => swapScenes(edit, m[1]!, m[2]!, m[3] ? scenesQualified(edit.doc, m[3]) : undefined),
  },
  // "Could rules 2 and 3 swap places?", "tips 1 and 4 should switch round": the verb after the two.
  {
    pattern: new RegExp(String.raw`\b(?:${SCENE_WORD}s|points|items|steps|tips|bullets|lines|reasons|rules|things)\s+(\d{1,2}|${CARDINAL})\s+(?:and|&)\s+(\d{1,2}|${CARDINAL})\s+(?:(?:should|could|can|need\s+to|to)\s+)?(?:swap|switch|trade|change)(?:ped)?\s+(?:places|round|around|over)\b`, 'iu'),
    apply: (m, edit) => {
      const noun = m[0].split(/\s+/)[0]!.replace(/s$/i, '');
      if (new RegExp(`^${SCENE_WORD}$`, 'i').test(noun)) swapScenes(edit, `${noun} ${m[1]}`, `${noun} ${m[2]}`);
      else if (!swapPoints(edit, m[1]!, m[2]!)) swapScenes(edit, m[1]!, m[2]!);
    },
  },
  {
    pattern: new RegExp(String.raw`\b(?:move|put|make)\s+(${SCENE_REF})\s+(?:to\s+)?(?:the\s+)?(?:very\s+)?(start|beginning|front|end|first|last|back)\b`, 'i'),
    apply: (m, edit) => moveScene(edit, m[1]!, /start|beginning|front|first/i.test(m[2]!) ? 'start' : 'end'),
  },
  {
    pattern: new RegExp(String.raw`\b(?:move|put)\s+(${SCENE_REF})\s+(before|after|behind|ahead\s+of)\s+(${SCENE_REF})`, 'i'),
    apply: (m, edit) => moveScene(edit, m[1]!, /before|ahead/i.test(m[2]!) ? 'before' : 'after', m[3]),
  },
  {
    pattern: new RegExp(String.raw`\b(?:duplicate|copy|repeat|clone)\s+(${SCENE_REF})`, 'i'),
    apply: (m, edit) => duplicateScene(edit, m[1]!),
  },
  {
    pattern: new RegExp(String.raw`\b(?:${VERB_REMOVE}|skip)\s+(${SCENE_REF})(?!'s)(?!\s+(?:longer|shorter))`, 'i'),
    apply: (m, edit) => deleteScene(edit, m[1]!),
  },
  // The scene named first, its verb after it, as some write English: "please the last scene delete", "slide 2 remove".
  {
    pattern: new RegExp(String.raw`(?:^|[.!?,;]\s*|\bplease\s+)(${SCENE_REF})\s+(?:please\s+)?(?:delete|remove|cut|drop|take\s+out|away)(?:\s+(?:please|pls))?(?=\s*(?:$|[.!?,;]))`, 'i'),
    apply: (m, edit) => deleteScene(edit, m[1]!),
  },
  {
    pattern: new RegExp(String.raw`\bmake\s+(${SCENE_REF}|it|everything|the\s+(?:whole\s+)?(?:video|chapter|clip)|all\s+(?:the\s+)?scenes|every\s+scene|each\s+scene)\s+(?:a\s+(?:bit|little|lot)\s+|much\s+|slightly\s+)?((?:${LENGTH}\s+)?(?:longer|shorter)|${LENGTH}(?:\s+long)?)`, 'i'),
    apply: (m, edit) => sceneLength(edit, m[1]!, m[2]!),
  },
  {
    pattern: new RegExp(String.raw`\b(?:lengthen|extend|shorten|trim)\s+(${SCENE_REF}|it|the\s+video)(?:\s+(?:to|by)\s+(${LENGTH}))?`, 'i'),
    apply: (m, edit) => sceneLength(edit, m[1]!, `${m[2] ?? ''} ${/lengthen|extend/i.test(m[0]) ? (m[2] && /\bto\b/i.test(m[0]) ? '' : 'longer') : m[2] && /\bto\b/i.test(m[0]) ? '' : 'shorter'}`),
  },
  {
    pattern: new RegExp(String.raw`\b(${SCENE_REF})\s+(?:should\s+(?:be|last)|lasts?|is\s+too)\s+((?:${LENGTH})(?:\s+long)?|long|short)\b`, 'i'),
    apply: (m, edit) => sceneLength(edit, m[1]!, m[2]!.replace(/^long$/i, 'shorter').replace(/^short$/i, 'longer')),
  },
  // Charts and counters (value-commands.ts).
  ...COUNTER_COMMANDS,
  // Layers: remove, restyle.
  {
    pattern: new RegExp(String.raw`\b(?:${VERB_REMOVE}|no\s+more|without|no)\s+(?:the\s+|any\s+|(all)\s+(?:the\s+)?|my\s+|our\s+|that\s+)?(${LAYER_WORD})s?(?!\s+(?:slide|scene|card|screen|page)s?\b)(?!\s+(?:of|with|showing|called|named|titled|labell?ed|captioned|saying)\s+(?!${SCENE_REF}))${IN_SCENE}(?:\s+(everywhere|from\s+(?:all|every)\s+scenes?))?`, 'i'),
    apply: (m, edit) => removeLayers(edit, m[2]!, m[3], Boolean(m[1] || m[4])),
  },
  {
    pattern: new RegExp(String.raw`\b(?:move|put|place|position|shift|push|drag|make|let|have|animate|turn)\s+(?:the\s+)?(?:(${SCENE_REF})(?:'s)?\s+)?(${LAYER_WORD})${IN_SCENE}\b${NOT_ORDER}`, 'i'),
    apply: (m, edit) => {
      const end = m.index + m[0].length;
      const tail = TAIL.exec(edit.reading.view(end))![0];
      if (!restyle(edit, m[2]!, m[1] ?? m[3], end, end + tail.length) && /^animate/i.test(m[0])) restyleGeneric(edit, m[2]!, m[1] ?? m[3]);
    },
  },
  {
    pattern: new RegExp(String.raw`\b(?:the\s+)?(${LAYER_WORD})${IN_SCENE}\s+(?:should|must|needs\s+to|has\s+to|could)\s+(?:be\s+|go\s+|sit\s+|appear\s+)?`, 'i'),
    apply: (m, edit) => {
      const end = m.index + m[0].length;
      const tail = TAIL.exec(edit.reading.view(end))![0];
      restyle(edit, m[1]!, m[2], end, end + tail.length);
    },
  },
  // The whole scene list: "remove the fades", "no transitions", "no animation".
  {
    pattern: /\b(?:remove|no|without|drop|delete|get\s+rid\s+of)\s+(?:the\s+|any\s+|all\s+(?:the\s+)?)?(transitions?|animations?)\b/i,
    apply: (m, edit) => removeMotion(edit, /transition/i.test(m[1]!) ? 'transitions' : 'animations'),
  },
  // Two things named together (edit-refs.ts): "swap the last two", "switch the first two", "swap them round".
  {
    pattern: new RegExp(String.raw`\b(?:swap|switch|flip|reverse|trade|exchange)\s+(?:(?:the\s+)?(?<edge>first|last|final|top|bottom)\s+two(?:\s+(?:scenes|slides|cards|items|points|lines|ones|steps|bullets|quotes|photos|pictures))?|(?:them|those|these|the\s+two(?:\s+(?:scenes|slides|cards|quotes|items|points|ones|lines|photos|pictures))?)(?:\s+(?:round|around|over))?)(?=[\s,.;!?]|$)`, 'i'),
    apply: (m, edit) => swapPair(edit, m.groups!.edge),
  },
  // Part of a text named by its words, unquoted: "change Shakshuka to "Turkish Eggs"", "fix the typo teh to "the"".
  {
    pattern: new RegExp(String.raw`\b(?:change|replace|correct|fix|update|swap)\s+(?:the\s+)?(?!(?:${SCENE_REF}|${ITEM_REF}|${LAYER_WORD}|it|this|that|everything|all|colou?rs?|background|music|voice)\b)(?<old>(?:(?!\b(?:to|with|into|for|by)\b)[^⟪\u0001,.;:!?\n]){2,40}?)\s+(?:to|with|into|for|by)\s+${QUOTE}`, 'iu'),
    apply: (m, edit) => {
      const [old, next] = [m.groups!.old!, edit.quote(m.at(-1)!)];
      if (!replaceOwnersLine(edit, old, next) && !replacePart(edit, old, next) && !replaceLineNamed(edit, old, next) && !replaceLineLike(edit, next)) edit.notes.hint(`no text has "${m.groups!.old!.trim()}" in it to change`);
    },
  },
  // Things named by what they say (edit-refs.ts): "rename the second slide to '…'", "take Snacks off the list",
  // "remove the photo of the kitchen", "move Dessert to the top", "make the kitchen slide 3 seconds".
  {
    pattern: new RegExp(String.raw`\b(?:rename|re-?title|re-?label|re-?caption|change\s+the\s+(?:name|title|label|caption)\s+of)\s+(?<ref>${NAMED})\s+(?:to\s+|as\s+|into\s+)?(?:be\s+|say\s+|read\s+)?(?:⟪q(?<q>\d+)⟫|'(?<plain>[^'⟪\n]{1,200})')`, 'iu'),
    apply: (m, edit) => renameTarget(edit, m.groups!.ref!, m.groups!.q !== undefined ? edit.quote(m.groups!.q) : m.groups!.plain!),
  },
  {
    pattern: new RegExp(String.raw`\b(?:swap|switch|exchange|flip|trade)\s+(?:the\s+)?(?<ref>${NAMED})\s+(?:and|with|&)\s+(?<other>${NAMED})`, 'iu'),
    // ("swap monday and tuesday around": the adverb is the swap's, not the name's.)
    apply: (m, edit) => swapTargets(edit, m.groups!.ref!, m.groups!.other!.replace(/\s+(?:a?round|over|(?:their\s+)?places|positions|please|pls)$/i, '')),
  },
  {
    pattern: new RegExp(String.raw`\b(?:take|cross|strike|knock)\s+(?<ref>it|them|${NAMED})\s+(?:off|out\s+of|from)\s+(?:the\s+|my\s+|our\s+)?(?:list|points|bullets|items|steps|slide[- ]?show|video|grid|split|menu|schedule|timetable|agenda|line-?up|programme|program|rota|board)\b`, 'iu'),
    apply: (m, edit) => {
      // "sold out of halloumi, take it off the menu": "it" is what the sentence said is gone.
      const ref = /^(?:it|them)$/i.test(m.groups!.ref!) ? GONE.exec(m.input.slice(Math.max(0, m.index - 80), m.index))?.groups?.what : m.groups!.ref!;
      if (ref) removeTarget(edit, ref);
    },
  },
  // "Scene 3 is cancelled, the contractor only needs lift A": a scene said to be off is taken out.
  {
    pattern: new RegExp(String.raw`\b(?<ref>${SCENE_REF})\s+(?:is|has\s+been|was|got|'s)\s+(?:now\s+)?(?:cancell?ed|scrapped|dropped|off|not\s+(?:needed|happening)|no\s+longer\s+(?:needed|happening|on|running))\b`, 'iu'),
    apply: (m, edit) => removeTarget(edit, m.groups!.ref!),
  },
  {
    pattern: new RegExp(String.raw`\b${VERB_REMOVE}\s+(?<ref>${NAMED})(?:\s+(?:off|from|out\s+of)\s+(?:the\s+)?(?:list|points|bullets|items|steps|slide[- ]?show|video|grid|split))?`, 'iu'),
    apply: (m, edit) => removeTarget(edit, m.groups!.ref!),
  },
  {
    pattern: new RegExp(String.raw`\b(?:move|put|bring|place|make)\s+(?<ref>${NAMED})\s+(?:so\s+(?:that\s+)?it\s+(?:comes?|goes|is|plays|shows)\s+|(?:come|go|be|play|appear)\s+)?(?:to\s+|at\s+)?(?:the\s+)?(?:very\s+)?(?<where>start|beginning|front|end|top|bottom|first|last|back)\b(?:\s+(?:of|in)\s+the\s+(?:list|video|slide[- ]?show|grid))?(?:\s*,?\s*(?:before|after|ahead\s+of)\s+(?:the\s+|everything\s+)?(?:title|heading|intro|opening|rest|else|end|outro|closing)\b)?`, 'iu'),
    apply: (m, edit) => moveTarget(edit, m.groups!.ref!, /start|beginning|front|top|first/i.test(m.groups!.where!) ? 'start' : 'end'),
  },
  // "'Try your best' should come before 'Be kind'": an order said of two quoted things.
  {
    pattern: new RegExp(String.raw`(?<ref>${QUOTE})\s+(?:should|must|needs?\s+to|has\s+to|ought\s+to)\s+(?:come|go|be)\s+(?:right\s+|just\s+)?(?<where>before|after|above|below|ahead\s+of)\s+(?<other>${QUOTE})`, 'iu'),
    apply: (m, edit) => moveTarget(edit, m.groups!.ref!, /before|ahead|above/i.test(m.groups!.where!) ? 'before' : 'after', m.groups!.other),
  },
  {
    pattern: new RegExp(String.raw`\b(?:move|put|place)\s+(?<ref>${NAMED})\s+(?:so\s+(?:that\s+)?it\s+(?:comes?|goes|is|plays|shows)\s+|(?:to\s+)?(?:come|go|be|play|appear)\s+)?(?:right\s+|just\s+|straight\s+|directly\s+|immediately\s+)?(?<where>before|after|ahead\s+of|behind|above|below|under)\s+(?<other>${NAMED})`, 'iu'),
    apply: (m, edit) => moveTarget(edit, m.groups!.ref!, /before|ahead|above/i.test(m.groups!.where!) ? 'before' : 'after', m.groups!.other),
  },
  {
    pattern: new RegExp(String.raw`\bmake\s+(?<ref>${NAMED})\s+(?:a\s+(?:bit|little|lot)\s+|much\s+|slightly\s+)?(?<how>(?:${LENGTH}\s+)?(?:longer|shorter)|${LENGTH}(?:\s+long)?)`, 'iu'),
    apply: (m, edit) => retimeTarget(edit, m.groups!.ref!, m.groups!.how!),
  },
  {
    pattern: new RegExp(String.raw`\b(?:show|hold|keep|display)\s+(?<ref>${NAMED})\s+(?:on\s+screen\s+)?for\s+(?<how>${LENGTH})`, 'iu'),
    apply: (m, edit) => retimeTarget(edit, m.groups!.ref!, m.groups!.how!),
  },
];

/** Applies the prompt's edit commands to `doc`, in the order they were written. */
export function applyEdits(doc: SceneDocument, reading: Reading, notes: Notes, assets: ReadonlyMap<string, KnownAsset> = new Map()): void {
  const edit = new Editor(doc, reading, notes, assets);
  replaceNotThenNew(edit); // "is not Tuesday, change it to Thursday" (edit-not.ts)
  editData(doc, reading, notes); // unquoted corrections of a chart's values and items added to a list (edit-data.ts)
  applyCounterFigures(edit); // a bare figure given to the one counter (edit-figures.ts)
  narrationPartAnew(edit); // "the voice say '…' instead of '…'" (edit-figures.ts)
  changeSaidFacts(edit); // facts changed by what they are: "change it to …" after a date, a price moved, a name spelt anew, a venue (edit-said-facts.ts)
  applyWordEdits(edit); // what is changed named by its words, unquoted (edit-words.ts)
  const found: { m: RegExpExecArray; command: Command }[] = [];
  for (const command of COMMANDS) {
    for (const m of reading.find(command.pattern)) {
      const end = m.index + m[0].length;
      if (found.some((f) => m.index < f.m.index + f.m[0].length && end > f.m.index)) continue;
      if (command.when && !command.when(m, edit)) continue;
      found.push({ m, command });
    }
  }
  found.sort((a, b) => a.m.index - b.m.index);
  for (const { m, command } of found) {
    // "In scene 2, change the heading to …": the scene named just before the command, in the same sentence.
    const context = edit.contextAt(m.index);
    if (context !== undefined) reading.take(context, m.index);
    reading.takeMatch(m);
    command.apply(m, edit);
  }
  // A speed said of the only clip with no command ("actually 1.5x not 2x", "even slower").
  speedLoneClip(edit);
  // Where the only clip starts or stops, said with no command ("start it at 0:15 instead").
  retrimLoneClip(edit);
  // Colours said of what is there: "make the title red", "the text white instead" (edit-colours.ts).
  recolour(edit);
  // "she's turning 7 not 6": a correction no command above read (edit-not.ts).
  replaceSaidNot(edit);
}
