import { PARTICLE_KINDS } from '../../../model/scene-document.js';
import { DISPLAY_NOUN } from './roles.js';
import { ABBREVIATION } from './words.js';

/*
 * Where text to show written without quotes ends (display-text.ts): where an instruction starts (a placement, a look,
 * a new clause, what it is drawn as, a decoration joined on, a voice, the frame's shape) or the sentence ends.
 */

/** A hedged wish run on after the words, with no stop: "… the food bank and um maybe some hearts floating around". */
export const RUN_ON_HEDGE = String.raw`(?:and\s+)?(?:(?:um+|uh+|erm*)\s+)?(?:maybe|perhaps|possibly)\s+(?:some|a|an|the|with|add|put|have)\b`;

/** Where the unquoted text stops: an instruction starts, or the sentence ends. */
export const TEXT_END = new RegExp(
  [
    String.raw`\s+(?:(?:right\s+|up\s+|down\s+)?(?:at|on|in|to|near|along|across)\s+the\s+(?:top|bottom|middle|centre|center|corner|side|left|right|start|end|foot|head)\b)`,
    String.raw`\s+(?:(?:at\s+|in\s+)?(?:the\s+)?(?:top|bottom|upper|lower)[- ](?:left|right|corner|centre|center|third)\b)`,
    String.raw`\s+(?:(?:really\s+|very\s+|super\s+|nice\s+and\s+)?(?:big|huge|large|small|tiny|bold|centered|centred|large)\s*(?:,|in\b|at\b|on\b|and\b|across\b|$))`,
    String.raw`\s+in\s+(?:big|huge|large|small|tiny|bold|italic|white|black|capitals|caps|all\s+caps|upper\s*case|the\s+(?:middle|centre|center|corner))\b`,
    String.raw`,?\s+on\s+(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,3}(?:background|bg|backdrop|gradient)\b`,
    String.raw`,?\s+(?:then|and\s+then|after\s+that|followed\s+by)\b`,
    // a reason after the words: "… Baby Okafor #2 instead since its our second lol"
    String.raw`,?\s+(?:since|because|cos|coz|cause|cuz|as)\s+(?:it['’]?s|its|it\s+is|we['’]?re|we|i['’]?m|i|they|she|he|that['’]?s|there['’]?s)\b`,
    // The next of scenes counted by place ("… Season Recap second one a number …, and the last one a quote …").
    String.raw`,?\s+(?:and\s+)?(?:the\s+)?(?:second|third|fourth|fifth|sixth|next|last|final)\s+one\b(?!\s+(?:of|more|day|time|left|standing|to|who|that|which)\b)`,
    // where a button goes: "Shop the sale -> example.com", "Book → example.com/book"
    String.raw`\s*(?:->|→|=>)`,
    String.raw`,\s*(?:url|link|web(?:site)?|site)\s*:?\s*(?=(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}\b)`,
    String.raw`\s+[—–-]\s+(?=(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}\b)`,
    String.raw`,?\s+[—–-]\s+(?=(?:(?:that|which)\s+)?(?:linking|links|going|goes|pointing|points|leading|leads)\s+to\b)`,
    // another element after a dash: "Start your free trial — button says …"
    String.raw`,?\s+[—–-]\s+(?=(?:(?:a|an|the)\s+)?(?:button|cta|sub-?title|tagline|caption|url|link|logo)\b)`,
    // another text or a voice starts: ", subtitle 12 cities", ", and a warm voice …"
    String.raw`,\s*(?:and\s+)?(?:(?:a|an|the)\s+)?(?:sub-?title|sub-?heading|tagline|caption|heading|title|button|voice|narration|voice-?over)\b`,
    String.raw`,\s+and\s+(?:a|an|the|some)\s`,
    // a second line said to go under the first: "Flu jabs now and Riverside Surgery underneath"
    String.raw`,?\s+and\s+(?=[^.!?\n,;]{1,60}?\s(?:underneath|beneath|below(?:\s+it)?|under\s+(?:it|that))\b)`,
    // a way to reach them joined on: "… and phone 07700 900123", "with our website holt.com"
    String.raw`,?\s+(?:and|with|plus)\s+(?:(?:the|our|my)\s+)?(?:phone|telephone|mobile|tel|number|website|web\s+address|email|e-mail|url|link|instagram|handle)\b`,
    String.raw`,?\s+and\s+(?:add|make|put|show|use|play|have|include|give|end|finish|keep|set|turn|fade|with)\b`,
    String.raw`,?\s+with\s+(?:a|an|the|some|my|our|confetti|sparkles|balloons|snow|music|little|tiny|lots\s+of|loads\s+of|a\s+few|few|many)\b`,
    String.raw`,?\s+(?:with|linking\s+to|pointing\s+to|going\s+to)\s+(?:the\s+)?(?:(?:url|link|site|website)\s+)?(?=(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}\b)`,
    // the frame's shape: ", vertical for reels", ", 16:9"
    String.raw`,?\s*(?:vertical|horizontal|square|portrait|landscape|widescreen|(?:16:9|9:16|1:1|4:5|5:4|4:3|3:4|21:9|2:3|3:2)(?!\d)|for\s+(?:reels|tiktok|instagram|insta|youtube|stories|shorts))\b`,
    String.raw`,?\s+(?:for|lasting)\s+\d+(?:\.\d+)?\s*(?:s|sec|secs|seconds)\b`,
    // dictated run-ons: how the scenes change ("… pies fade to black between them") and how long it all is ("the
    // whole thing about 30 seconds", "about 20 seconds")
    String.raw`,?\s+(?:and\s+)?(?:with\s+)?(?:a\s+)?(?:fade|fades|fading|dissolve|dissolves|cross-?fades?|cuts?|wipes?)(?:\s+(?:to|through)\s+(?:black|white))?\s+(?:in\s+)?between\s+(?:them|each|every|the\s+(?:scenes|slides|photos|pictures|pics|images|clips))\b`,
    String.raw`,?\s+(?:and\s+)?(?:make\s+)?(?:the\s+)?(?:whole|entire)\s+(?:thing|video|clip|reel|slideshow|film)\b`,
    String.raw`,?\s+(?:about|around|roughly|approx(?:imately)?)\s+\d+(?:\.\d+)?\s*(?:s|sec|secs|seconds|minutes?|mins?)\b`,
    String.raw`\s+(?:please|pls|thanks)\b`,
    // a remark on the change after a comma: "change it to 7am, we moved it", "… 3pm, sorry my bad"
    String.raw`,\s+(?:(?:we|i)\s+(?:moved|changed|made|got|had|typed|wrote|meant|messed|put)\b|(?:sorry|my\s+(?:bad|mistake|fault)|oops|whoops|typo)\b)`,
    // which part of the video: "… English Corner Valencia in the first part"
    String.raw`\s+(?:in|on|at|for)\s+the\s+(?:first|last|opening|final|closing)\s+(?:part|bit|scene|slide|frame|seconds?)\b`,
    // what it is drawn as: "my name Sarah Collins and Senior Negotiator as a lower third"
    String.raw`,?\s+(?:as|in|on)\s+(?:a|an|the)\s+(?:lower[- ]third|name\s*(?:tag|strap|strip|plate|card|super|bar)|chyron)\b`,
    // where it goes said last: "with the words breathe in and breathe out on screen and a …"
    String.raw`\s+(?:up\s+)?on\s+(?:the\s+)?screen\b`,
    // a hedge opens the next wish: "… mum and dad and maybe some little hearts", "…, perhaps with music"
    String.raw`,?\s+(?:and\s+|or\s+)?(?:(?:um+|uh+|erm*|like)\s+)?(?:maybe|perhaps|possibly)\b`,
    // a smaller line follows: "… every morning and smaller at the bottom open 7-11am"
    String.raw`,?\s+and\s+(?:then\s+)?(?:smaller|small|tiny)\s+(?:(?:text|letters|type|line|print)\s+)?(?:at|on|in|underneath|below|beneath|under)\b`,
    // a look said last: ", elegant", ", minimal style"
    String.raw`,\s*(?:(?:very|super|really)\s+)?(?:elegant|minimal|minimalist|bold|playful|retro|classic|modern|clean|simple|fun|cute|luxury|luxurious|vintage|sleek|moody)\b(?:\s+(?:style|look|vibe|feel|theme))?\s*(?=$|[,.;!\n])`,
    // or asked in a run-on with its verb: "… join today use bold style", "… Fresh bread daily in a retro look"
    String.raw`,?\s+(?:and\s+)?(?:(?:please\s+)?(?:use|using|make\s+it|go\s+with)|in)\s+(?:(?:a|an|the)\s+)?(?:(?:very|super|really)\s+)?(?:elegant|minimal|minimalist|bold|playful|retro|classic|modern|clean|simple|fun|cute|luxury|luxurious|vintage|sleek|moody|neon|corporate|cinematic)\s+(?:style|look|vibe|feel|theme)\b`,
    String.raw`\s+(?:top|bottom)\s+(?:text|caption|line|title)\b`,
    // another thing that says its own words: "left one says Then, right one says Now"
    String.raw`,\s*(?:and\s+)?(?:the\s+)?(?:[\p{L}-]+\s+){0,2}(?:one|slide|card|side|photo|picture|panel|scene)\s+(?:says|reads|should\s+say)\b`,
    // a decoration joined on: "jobs done, plus balloons", "Thank you and confetti", "Bella's spa day, bubbles"
    String.raw`,?\s+(?:plus|and|with)\s+(?:some\s+|lots\s+of\s+|loads\s+of\s+|a\s+few\s+)?(?:${PARTICLE_KINDS.join('|')})\b|,\s*(?=(?:[\p{L}-]+\s+){0,2}(?:${PARTICLE_KINDS.join('|')})\b(?:\s+(?:falling|floating|rising|flying|everywhere|popping)\b[^,.;!\n]{0,20})?\s*(?:$|[,.;!\n]))`,
    // how to show it, said in brackets: "(as a button)", "(in big letters)", "(bold)", "(numbered)"
    String.raw`\s*\((?=\s*(?:(?:as|like)\s+(?:a|an|the)\s+[\p{L}\s-]{2,24}|in\s+(?:big|bold|small|large|huge|capitals|caps|italics?|upper\s*case)\b[^()]{0,24}|(?:big|bold|small|large|huge|numbered|bulleted|centred|centered)(?:\s+please)?)\s*\))`,
    String.raw`\s*[;\n⟪⟫"“”\u2061]`,
    // a decoration asked after it, with no stop between ("… Jack T. fireworks at the end pls")
    String.raw`\s+(?=(?:${PARTICLE_KINDS.join('|')})\s+(?:at\s+the\s+(?:very\s+)?(?:end|start|beginning|finish)|throughout|everywhere|please|pls|when)\b)`,
    String.raw`(?<!\b${ABBREVIATION})[.!?]+(?=\s|$)`,
    String.raw`,?\s+and\s+(?:under|below|above|beneath|next\s+to)\s+(?:that|it|this)\b`,
    // another line under it: ", under it: Fridays 7–9pm", "and underneath fresh bread daily"
    String.raw`,?\s+(?:and\s+)?(?:underneath|beneath|below|under\s+(?:it|that|this))\s*:`,
    String.raw`,?\s+and\s+(?:underneath|beneath|below)\b`,
    // another thing asked for in a dictated run-on, with no stop before it: "… this term thats 23 scouts have a number
    // counting up to 23", "… free entry add a countdown"
    String.raw`,?\s+(?:and\s+)?(?:so\s+)?(?:(?:can|could)\s+you\s+|please\s+)?(?:have|add|put|show|include|make)\s+(?:a|an|some|one)\s+(?:[\p{L}-]+\s+)?(?:${DISPLAY_NOUN}|progress\s+bar|logo|countdown|timer|map|quote)\b`,
    // another thing drawn: "Focus Time and a progress bar filling up"
    String.raw`,?\s+(?:and|plus)\s+(?:a|an|the|some|our|my|your|their)\s+(?:[\p{L}-]+\s+)?(?:${DISPLAY_NOUN}|progress\s+bar|logo|button)\b`,
    // the end of the asking run on, with no stop before it: "… that says Shop now thats it"
    String.raw`,?\s+(?=(?:that'?s|thats|that\s+is)\s+(?:it|all|everything)(?:[\s,]+(?:thanks|thank\s+you|thx|cheers|x+))*[\s!.]*$)`,
    String.raw`\s*$`,
  ].join('|'),
  'iu',
);

export const TEXT_END_ALL = new RegExp(TEXT_END.source, 'giu');
