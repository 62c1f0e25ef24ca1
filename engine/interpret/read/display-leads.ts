import { LANGUAGE_WORDS } from './voice-words.js';
import { BUSINESS_NOUN, CURRENCY_CODE, ORDINAL } from './words.js';

/*
 * The words that introduce text to show without quotes (display-text.ts quotes what follows them): leads in any
 * case ("text:", "a slide saying", "write happy birthday …"), and leads that need capitalised words or a figure after
 * them ("make the title What's inside", "my shop name Petal & Stem").
 */

/** A language's name: "text on screen in English: …" says which language the text is in, not the text. */
const LANGUAGE = `(?:${Object.keys(LANGUAGE_WORDS).sort((a, b) => b.length - a.length).map((w) => w.replace(/\s+/g, '\\s+')).join('|')})`;

/** Words that introduce text to show, with what separates them from it. */
const LEADS = [
  // "Text: …", "text at the top: …", "the words on screen: …", "caption: …", "Title card: …", "subtitle saying …"
  String.raw`\b(?:(?:on-?screen|overlay|big|main|small|top|bottom)\s+)?(?:text|words|wording|copy|writing|lettering|title\s+card|title|heading|headline|sub-?title|sub-?heading|tagline|caption)(?:\s+(?:over|on|across|under|below|above|at|in|along|for)\s+(?:it|them|this|that|each(?:\s+(?:one|photo|picture|image|slide|pic))?|every\s+(?:one|photo|picture|image|slide|pic)|the\s+(?:photo|picture|image|video|clip|top|bottom|middle|centre|center|screen|start|beginning|end)|the\s+${ORDINAL}\s+(?:one|photo|picture|image|slide|pic|shot)|top|bottom|screen|start|the\s+end)|\s+(?:above|below|underneath|beneath|up\s+top)(?=\s*:)|\s+(?:top|bottom|upper|lower)(?:[- ](?:left|right))?(?:\s+corner)?(?=\s*:))?(?:\s+on\s+screen)?(?:\s+in\s+${LANGUAGE})?(?:\s+(?:first|last|at\s+the\s+(?:start|end|beginning))(?=\s*:))?\s*(?::|=|[-–—](?=\s)|\s(?:saying|that\s+says|which\s+says|reading|that\s+reads|should\s+say|says))`,
  // "Title typing in like a typewriter: Quiz Night": how it comes in, between the part and its colon
  String.raw`\b(?:title|heading|headline|text|tagline|subtitle)\s+(?=(?:typ(?:ing|ed|es)|fad(?:ing|es|ed)|slid(?:ing|es\s+in)|pop(?:ping|s)|com(?:ing|es)|zoom(?:ing|s)|appear(?:ing|s)|bounc(?:ing|es)|drop(?:ping|s)|rolling|flying|spinning|animated|written)\b)[^:.\n⟪"“”]{1,50}:`,
  // "with the name under each one: Fig, Amber, Cedar", "labels: …": the pictures' labels, one each (not a caption style)
  String.raw`\b(?:with\s+)?(?:the\s+|their\s+|its\s+)?(?:names?|captions|labels?|titles)(?:\s+(?:under|below|on|over|beneath|underneath|above|for)\s+(?:each(?:\s+[\p{L}-]+)?|every\s+[\p{L}-]+|them|the\s+(?:photos|pictures|images|pics)))?\s*:(?!\s*(?:on|off|word|karaoke|lines?|one|yes|no|please|burned|auto|big|small|white|yellow)\b)`,
  // "write happy birthday Oliver love from Nana", "put congratulations Sam and Priya": a greeting written, in any case.
  String.raw`\b(?:write|type|put|print|saying)\s+(?:on\s+(?:it|them|the\s+(?:screen|video|photos?|pictures?))\s+)?(?=(?:happy|merry|congratulations|congrats|welcome|thank\s+you|thanks|good\s+luck|get\s+well|well\s+done|best\s+wishes|season['’]?s\s+greetings|bon\s+voyage|feliz|joyeux|bonne|alles\s+gute|frohe|buon|buona|tanti\s+auguri|parab[ée]ns|gefeliciteerd|fijne)\b)`,
  // "and then the details: Saturday 14 December, 7pm, St Anne's Church", "info: …": the facts after their label.
  String.raw`\b(?:the\s+|all\s+the\s+|our\s+|event\s+|key\s+)?(?:details|info|information|practical\s+info|when\s+and\s+where|date,?\s+time\s+and\s+place|date\s+and\s+(?:time|place|venue))\s*:`,
  // Said abroad: "Título: Peluquería Lola", "Debajo: Corte + peinado 25€", "Y también: …", "Texte : …", "Darunter: …".
  String.raw`(?<![\p{L}])(?:(?:y|et|und|e|en)\s+(?:también|aussi|auch|também|anche|ook)|t[íi]tulo|titre|titel|titolo|texto|texte|testo|tekst|subt[íi]tulo|sous-titre|untertitel|sottotitolo|debajo|abajo|en\s+dessous|dessous|darunter|sotto|embaixo|abaixo|eronder|daaronder)\s*:`,
  // "then a scene with: npm i -g quaycli", "another slide saying: …": a new scene's own text after its colon.
  // Or with the facts it holds named ("then a scene with the dates: 12 April to 30 September").
  String.raw`\b(?:a|an|one|another)\s+(?:new\s+|last\s+|final\s+)?(?:scene|slide|card|screen)\s+(?:with|saying|that\s+says|showing|reading)(?:\s+(?:the\s+|our\s+)?(?:dates?|times?|hours|opening\s+hours|address|location|venue|prices?|phone\s+number|contact\s+details|website))?\s*:`,
  // "Slide one: …", "scene 2 - …", "card 3: …": a numbered scene's own text
  String.raw`\b(?:slide|scene|card|screen|frame|page)\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?::|[-–—](?=\s))`,
  // "with the text jobs done", "and the words thank you": said to be text, in any case
  String.raw`\b(?:(?:with|and|plus|show|add|put|display|write|use)\s+(?:the\s+)?|then\s+the\s+)(?:text|words|wording)\s+(?!(?:white|black|big|small|bigger|smaller|bold|colou?r|is|are|should|must|needs?|has\s+to|will|to\s+be|in\s+(?:white|black|gold|red|blue|green|yellow|pink)|one\s+at\s+a\s+time|shown|showing|appear\w*|pop\w*|coming|written|displayed|light\w*|lit|glow\w*|highlight\w*|turning|turn|as|while|whilst|when)\b)`,
  // "under it: Fridays 7–9pm", "and underneath fresh bread daily": the line under the text before
  // "Underneath put: Thank you, everyone!", "write below it: …": where, then a verb of showing, then its words.
  String.raw`\b(?:underneath|beneath|below|under)\s+(?:it|that|this)\s*:|\band\s+(?:underneath|beneath)\s+(?!(?:it|that|this|the|a|an)\b)|(?:^|(?<=[.!?\n]\s*))(?:underneath|beneath|below)\s*:|\b(?:underneath|beneath|below|under\s+(?:it|that|this))\s+(?:put|write|add|show|have)\s*:|\b(?:put|write|add|show|have)\s+(?:underneath|beneath|below|under\s+(?:it|that|this))\s*:`,
  // "big title Fresh Sourdough and under it £4.50 a loaf": the line under it, said with no colon.
  String.raw`\band\s+(?:then\s+)?(?:under|underneath|beneath|below)\s+(?:it|that|this|the\s+title)\s+(?!(?:and|with|in|on|at|it|that|this|the|a|an|please|so|to|put|write|add|show|have)\b)`,
  // "and smaller at the bottom open 7-11am": a smaller line, where it goes, then its words
  String.raw`\band\s+(?:then\s+)?(?:smaller|small|tiny)(?:\s+(?:text|letters|type|line|print))?\s+(?:at\s+the\s+bottom|underneath|below|beneath|under\s+(?:it|that))\s+(?!(?:and|with|in|on|it|that|this|please|so|to|the|a|an)\b)`,
  // "and then smaller: to all of you", "smaller text: from 9am": a smaller line under the text before
  String.raw`\b(?:then\s+)?(?:smaller|small|tiny)(?:\s+(?:text|letters|type|line|print))?(?:\s+(?:underneath|below|beneath|under\s+(?:it|that)))?\s*:`,
  // "On screen: Story Time", "second line: Read 10 books"
  String.raw`\b(?:on[- ](?:the\s+)?screen|sub|(?:first|second|third|next|bottom|top|last)\s+line)(?:\s+(?:just|only))?\s*:`,
  // "On screen just show: £10 = a meal", "and on the screen show Lyon Bike Tours"
  String.raw`\bon\s+(?:the\s+)?screen,?\s+(?:(?:just|only|simply)\s+)?(?:show|display|put|write|have)(?:\s+(?:just|only))?\s*:?`,
  // "motivational quote for the gym screen: …", "motto: …"
  String.raw`\b(?:quote|quotation|saying|motto|slogan|mantra)(?:\s+(?:for|of|on|from)\s+[^:"“⟪\n.]{1,40})?\s*:`,
  // "a quote from our captain Tom Ellis that says we never stopped believing": who, then a verb of saying, then it.
  String.raw`\b(?:quote|quotation|motto|mantra)(?:\s+(?:for|of|on|from|by)\s+[^:"“⟪\n.]{1,40}?)?\s+(?:that\s+says|which\s+says|that\s+reads|which\s+reads|that\s+goes|saying)\s*:?\s+`,
  // "a last slide that's just love Aoife and Diego", "a card that is only Thank you"
  String.raw`\b(?:slide|scene|card|screen|frame|page|one)\s+(?:that'?s|that\s+is|which\s+is|thats)\s+(?:just|only|simply)\s+`,
  // "no text except Box Breathing", "only the words Fresh Daily"
  String.raw`\b(?:no\s+(?:other\s+)?(?:text|words)\s+(?:except|but|apart\s+from|other\s+than|besides)(?!\s+(?:the\s+)?(?:captions|subtitles|subs)\b)|(?:only|just|simply)\s+(?:the\s+)?(?:text|words?))\s*:?`,
  // "a button that says Donate now", "CTA: Book a table"
  String.raw`\b(?:button|cta|call[- ]to[- ]action)(?:\s+(?:at|to|in)\s+the\s+(?:end|bottom|start|top|middle|centre|center))?\s*(?::|=|\s[-–—](?=\s)|\s(?:saying|says|that\s+says|which\s+says|reading|that\s+reads|labell?ed|with\s+the\s+(?:text|words)))`,
  // "add a third slide at the end: …", "a new slide: …", "then a thank you slide: …", "a little end card: …"
  // Not a place said with a preposition ("Slides for the library screen:"), nor how words are shared ("one word per slide:").
  String.raw`(?<!\b(?:for|on|in|at|to|from|onto|into)\s+)\b(?:(?:a|an|the|one|another|second|third|fourth|fifth|last|final|next|new|closing|end|extra)\s+)+(?:(?!(?:per|each|a|an|its|their|own|his|her|to|on|of)\b)[\p{L}'’-]+\s+){0,3}?(?:slide|scene|card|screen|frame|page)(?:\s+(?:at|to|in)\s+the\s+(?:end|start|beginning|front))?\s*:`,
  // "a slide saying …", "then a card that says: …", "last scene reading …"
  String.raw`\b(?:(?:a|an|the|one|another|second|third|fourth|last|final|next|first|closing|end|opening)\s+)(?:(?:new|extra|more|little|short|quick)\s+)?(?:slide|scene|card|screen|frame|page|title\s+card|end\s+card|panel|bit|part|section)(?:\s+(?:at|to)\s+the\s+(?:end|start|beginning|front))?\s+(?:saying|that\s+says|which\s+says|reading|that\s+reads|with\s+the\s+(?:text|words))\s*:?`,
];
/**
 * How the words are shared out ("Spelling words - one word per slide: …", "on screen show three slides: A / B / C")
 * is never the text a lead introduces: the scene plan reads it.
 */
const SHARED_OUT_NEXT = String.raw`(?!\s*(?:one|a|an|\d)\s+(?:[\p{L}-]+\s+)?(?:per|a|each)\s+(?:slide|scene|card|screen|page)\b)(?!\s*(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[\p{L}-]+\s+)?(?:slides|scenes|cards|screens|pages|frames)\s*:)`;
export const LEAD = new RegExp(`(?:${LEADS.join('|')})\\s*${SHARED_OUT_NEXT}`, 'giu');
/** Words that introduce text when capitalised words or a figure follow them (checked apart: the pattern ignores case). */

/** A thing drawn of its own, never words to show: where it goes ("a progress bar along the bottom") is its own. */
const DRAWN_THING = String.raw`\s(?:(?:progress|loading|timeline|time)\s+(?:bar|line)|logo|button|lower\s+third|counter|chart|graph)\b`;
const CAPITAL_LEADS = [
  // "make the title What's really inside": a part given its new words (in an edit: edits.ts sets them).
  String.raw`\b(?:make|set)\s+(?:the\s+)?(?:title|heading|headline|subtitle|tagline|caption)\s+(?!(?:to|bigger|smaller|larger|bold|italic|white|black|red|blue|green|yellow|pink|gold)\b)`,
  // "a little video for the lounge TV saying Carols by the Tree …", "a reel that says Open late": the video's words
  String.raw`\b(?:video|vid|clip|reel|post|poster|sign|notice|graphic|advert|ad|story)\b(?:\s+(?:for|on|to\s+go\s+on|to\s+play\s+on|to\s+show\s+on)\s+(?:the|our|my|a)\s+(?:[\p{L}-]+\s+){0,2}?(?:tv|television|screen|display|window|page|feed|story|lobby|foyer|reception|website))?\s+(?:saying|that\s+says|which\s+says|that\s+reads)\s*:?`,
  // "then my name Dave Holt", "our shop name: Petal & Stem", "my business name is Holt Driving"; not "my name is Sam and I …".
  String.raw`\b(?:my|our)\s+(?:(?:${BUSINESS_NOUN}\s+)name\s*(?:is\s+|:\s*|,\s*)?|name\s*(?::\s*|,\s*|\s+(?!is\b)))`,
  // "and the name of the school English Corner Valencia in the first part"
  String.raw`\bthe\s+name\s+of\s+(?:the|our|my)\s+${BUSINESS_NOUN}\s*(?:is\s+|:\s*|,\s*)?`,
  // "Clinic name Dentalia Praha on the bottom please": the business's name said by its noun, opening a sentence.
  String.raw`(?:^|(?<=[.!?\n]\s*))${BUSINESS_NOUN}\s+name\s*(?:is\s+|:\s*|,\s*)?`,
  // "… all together in a grid, says Happy 80th Grandpa Joe, confetti": the video's words, said by a bare "says".
  String.raw`(?<=,\s*)(?:and\s+)?(?:it\s+|that\s+)?says\s+`,
  // "the name Tinta Viva Studio big on top.": the name, opening a sentence, its words in capitals.
  String.raw`(?:^|(?<=[.!?\n]\s*))(?:and\s+)?the\s+name\s+(?!(?:of|is|was|should|will|must|on|in|at|for|and|to)\b)`,
  // "with the text Sourdough Saturdays", "show the name Tacos El Güero"
  // "put Biscuit's Spa Day at the top", "write Happy 40th Dad across it": words put on screen (their place read after)
  // Only with where they go said after them: "put Fair in green", "put Dessert before Snacks" are no text.
  String.raw`\b(?:put|write|stick|pop|slap)\s+(?!(?:it|them|this|that|these|those|the|a|an|my|our|your|his|her|some|all|every|each|in|on|at|to|up|down|logo|music|captions|subtitles)\b)(?![^.!?\n,;⟪]{1,40}?\s(?:and|&|\/|n)\s[^.!?\n,;⟪]{1,30}?\s(?:on|over)\s+(?:them|both|each)\b)(?![^.!?\n,;⟪]{0,60}?\b(?:labels?|captions?|titles?|tags?|text|words|names?)\s+(?:on|over|across|at|in)\b)(?=(?:(?!${DRAWN_THING})[^.!?\n,;⟪]|,(?=\s+\p{Lu})|(?<=\b(?:Ep|No|Vol|Pt|Ch|St))\.){1,60}?\s(?:(?:at|along|across|on|in)\s+the\s+(?:top|bottom|middle|centre|center)|up\s+top|(?:across|over|on)\s+(?:it|them|the\s+(?:photo|picture|image|video|clip)s?))\b)`,
  // "{photo1} with Sourdough Saturday across the middle", "with Open Late in big letters": capitalised words put over
  // a picture, where or how they go said after them.
  String.raw`\bwith\s+(?![^.!?\n,;⟪]{0,60}?\b(?:written|printed|shown|displayed|placed|set|labell?ed|typed|going)\s+(?:across|over|on|in|at)\b)(?=(?:(?!${DRAWN_THING})[^.!?\n,;⟪]){1,60}?\s(?:(?:at|along|across|on|in|over)\s+the\s+(?:top|bottom|middle|centre|center)|(?:across|over|on)\s+(?:it|them|the\s+(?:photo|picture|image|video|clip)s?)|in\s+(?:big|huge|large|giant|bold|massive)\s+(?:letters|type|text|font|writing))\b)`,
  // "<clip> text Big Sale", ", words Thank You": the text's noun opening a clause (or right after a picture's address),
  // its words after it.
  String.raw`(?:^|(?<=[.!?,;\n⟫]\s*)|(?<=\bhttps?:\/\/\S+\s+))(?:and\s+)?(?:the\s+)?(?:text|words)\s+(?!(?:it|this|that|them|is|was|should|will|must|can|in|on|at|to|of|for|across|over|along|under|below|above|up|down|top|bottom|left|right|centre|center|middle|colou?r|size|font|bigger|smaller|larger|bold|white|black)\b)`,
  // "use the quote Last night I dreamt …", "with the quote …": the quote's words (its author read after it)
  String.raw`\b(?:use|with|show|add|put|display)\s+(?:the\s+|a\s+|this\s+)?(?:quote|quotation)\s*:?\s+`,
  // "first slide just the name Nonna Rosa's": only those words; "with a slow zoom and the caption Pet of the Month"
  String.raw`\b(?:with|show|add|put|display|write|use|just|only)\s+(?:the\s+|a\s+|some\s+)?(?:name|word|line|tagline|slogan|headline|heading|title|caption|subtitle)\s+`,
  String.raw`\b(?:and|plus)\s+(?:the\s+|a\s+)(?:tagline|slogan|caption|subtitle)\s+(?!(?:should|will|must|is|was|can|could|would|needs?|has|to|be|of|in|on|at|for|from|bigger|smaller|larger)\b)`,
  // "it should say Thanks for cooking with me!", "the slide will read Doors open 7pm", "can it say Doors at 7"
  String.raw`\b(?:should|will|must|to|can)\s+(?:now\s+)?(?:just\s+|only\s+)?(?:say|read)\s*:?\s+`,
  // "a story that says Thank You", "a sign which reads Open", "Second slide just says Thank you"
  String.raw`\b(?:slide|scene|card|screen|frame|page|one|it|bit|part|section)\s+(?:just\s+|only\s+|simply\s+)?(?:says|reads)\s*:?\s+`,
  String.raw`\b(?:that|which)\s+(?:just\s+|only\s+)?(?:says|reads)\s*:?\s+`,
  // "The title says Phrasal Verbs: …", "the banner reads Grand Opening"
  String.raw`\b(?:title|heading|headline|caption|banner|sign|text)\s+(?:just\s+|only\s+)?(?:says|reads)\s*:?\s+`,
  // "Title should be Harvest Fair", "the heading will be Open Day", "main title is Night Market": what it is to be
  String.raw`\b(?:(?:main|big|opening)\s+)?(?:(?<!\b(?:his|her|their|\p{L}+['’]s)\s+(?:job\s+)?)title|heading|headline|caption|banner|sign|(?<!\b(?:my|our)\s+)name)\s+(?:(?:should|will|could|would|must|can|shall)\s+(?:just\s+|simply\s+)?be|is(?:\s+just)?|=)\s*:?\s+`,
  String.raw`\b(?:can|could|would|will)\s+(?:it|you|the\s+(?:slide|scene|card|screen|title|video|end|start))\s+(?:just\s+|only\s+)?(?:say|read|show)\s+`,
  // "and price 49,90 €", "price: $19"
  // "with the prices 150 dollars for 20 minutes …": the plural names them as well.
  String.raw`\b(?:(?:and|with|plus)\s+(?:the\s+|a\s+)?(?:prices?|costs?)\s*:?|(?:prices?|costs?)\s*:)\s*(?=[\d$£€¥]|${CURRENCY_CODE}\s?\d)`,
  // "my plumbing business, it's called Reliable Rooter", "the shop is named Petal & Stem": the name it goes by
  String.raw`\b(?:it'?s|it\s+is|we'?re|we\s+are|(?:the|our|my)\s+(?:new\s+)?${BUSINESS_NOUN}\s+is)\s+(?:called|named)\s+`,
  // "one slide called Spring Trail", "a card titled Our Team", "a page headed Opening Hours"
  String.raw`\b(?:slide|scene|card|screen|page|panel)\s+(?:called|titled|named|headed|entitled)\s*:?\s+`,
  // "title it Rent in 2024 (€)", "call it Open Late", "caption it …"
  String.raw`\b(?:title|call|name|caption|label|head)\s+it\s*:?\s*`,
  // "text across the top TRICK OF THE WEEK", "title at the bottom Open Late"
  String.raw`\b(?:text|title|heading|headline|caption|words)\s+(?:(?:across|at|along|on|in)\s+the\s+(?:top|bottom|middle|centre|center)|on\s+top|up\s+top)\s+`,
  // "Big text ADOPT ME SATURDAY", "main title Winter Lights"
  String.raw`\b(?:big|main|large|huge|giant|small)\s+(?:text|title|words|letters|heading|headline)\s+`,
  // "Name Brauerei Kellner big on screen." opening a sentence; "text HAPPY NEW YEAR …" (a title's reader: text.ts)
  String.raw`(?:^|(?<=[.!?\n]\s*))name\s+|(?:^|(?<=[.!?\n,;]\s*)|\b(?:then|please)\s+)text\s+(?!(?:us|me|him|her|them|\p{Lu}[\p{L}'’-]*)\s+(?:on|at)\s+\+?\(?\d)`,
  // "at the end put Free quotes 07700 900456": where first, then a verb of showing and the words
  String.raw`\b(?:at|in)\s+the\s+(?:end|start|beginning|bottom|top)\s*,?\s*(?:put|show|write|have|add|display)\s+(?!(?:a|an|the|our|my|it|them|some)\b)`,
  // "button at the end Book at Smile Studio": a button's words after where it goes
  String.raw`\b(?:button|cta)\s+(?:at|to|in)\s+the\s+(?:end|bottom|start|top)\s+`,
  // "…video. says MOT due? and Dave's Motors underneath": a sentence opening on a verb of saying, its words after it
  String.raw`(?:^|(?<=[.!?\n]\s*))(?:it\s+|just\s+|and\s+)?(?:says|say)\s*:?\s+`,
  // "Show the price £425,000 at the end", "put our number 07700 900123 on it": a fact shown by its kind, its value
  String.raw`\b(?:show|display|put|add|include|with)\s+(?:the|our|my)\s+(?:(?:asking|guide|new|sale)\s+)?(?:price|cost|rent|fee|phone\s+number|number|website|web\s+address)\s*:?\s+(?=(?:[$€£¥]|${CURRENCY_CODE}\s?)?\d)`,
  // "add our phone number under free quotes: 01322 555 710": where it goes between the fact and its value.
  String.raw`\b(?:show|display|put|add|include)\s+(?:the|our|my)\s+(?:price|cost|rent|fee|phone\s+number|number|website|web\s+address|email)\s+(?:under|underneath|below|beneath|after|next\s+to|beside)\s+[^:.!?\n⟪]{1,40}:\s*(?=(?:[$€£¥+(]|${CURRENCY_CODE}\s?)?\d)`,
  // "subtitle 12 cities, one van", "tagline Fresh daily", "a button Jetzt bewerben"
  String.raw`\b(?:sub-?title|sub-?heading|tagline|headline|button)\s+`,
  // "then at the end say Happy 50th Mum …", "at the end show Thanks for watching": the closing words.
  String.raw`\b(?:at|in)\s+the\s+(?:very\s+)?end\s*,?\s+(?:just\s+)?(?:say|says|show|write|put)\s*:?\s+`,
  // "and shop name Delgado Auto & Tire", "business name: Glow Nails": the name after what it names.
  String.raw`(?<!\bthe\s+)\b(?:(?:our|my)\s+)?(?:${BUSINESS_NOUN})\s+name\s*(?::|is|-|–)?\s+`,
  // "rename the title to DevDays 2025", "change slide 2 to Doors open 7pm"
  String.raw`\b(?:rename|retitle|change|update|set|switch|make)\s+(?:the\s+)?(?:title|heading|headline|subtitle|caption|text|name|button|tagline|attribution|author|quote|it|(?:first|second|third|fourth|fifth|last|final)\s+(?:one|slide|scene|card|bit|part|line)|(?:slide|scene|card)\s+\d{1,2})(?:\s+text)?\s+(?:to|into)\s+(?:say\s+|read\s+)?`,
  // "make the last slide say Open 9am", "make the last bit say Hollins Hall", "can slide 2 read Latte £3", "have the title say …": a part made to say words
  String.raw`\b(?:make|have|let|can|could|should)\s+(?:the\s+)?(?:title|heading|headline|subtitle|caption|text|button|tagline|(?:first|second|third|fourth|fifth|last|final|opening|closing|end)\s+(?:one|slide|scene|card|screen|page|bit|part|section)|(?:slide|scene|card|screen|page)\s+\d{1,2})\s+(?:just\s+|only\s+)?(?:say|read|show)\s*:?\s+`,
];
export const CAPITAL_LEAD = new RegExp(`(?:${CAPITAL_LEADS.join('|')})`, 'giu');
