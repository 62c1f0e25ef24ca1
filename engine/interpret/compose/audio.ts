import type { SceneDocument } from '../../../model/scene-document.js';
import { detectLanguage, type DetectedLanguage } from '../../speech/detect-language.js';
import type { AudioRequest } from '../intents/audio.js';
import type { Notes } from './notes.js';
import type { Reading } from '../read/reading.js';
import { colourName } from '../intents/style.js';
import type { KnownAsset } from '../types.js';
import { ordinalValue } from '../read/words.js';
import { applyVoice, describeVoice, isEmptyVoice, type VoiceRequest } from '../intents/voice.js';
import type { ScreenPick } from '../read/speaker.js';

/*
 * The chapter's sound, once its scenes are built: the music (an uploaded audio file), its level, fades and ducking;
 * the narration (its words, or the screen's words read aloud), its captions, their lit word's colour, and its voice.
 */

/** The order a voice reads a scene's words in: its title, then what is under it, its list and quote, its button. */
const READING_ORDER: Record<string, number> = { heading: 0, subtitle: 1, body: 2, list: 3, quote: 4, name: 5, role: 6, button: 7 };

/** The words on screen, scene by scene, as sentences for a voice: all of them, or the part the prompt named. */
function screenWords(doc: SceneDocument, pick: ScreenPick = { kind: 'all' }): string {
  const said: string[] = [];
  for (const scene of doc.scenes) {
    const shown: [number, string][] = [];
    for (const layer of scene.layers) {
      if (layer.type === 'text' && layer.role !== 'attribution' && (layer.role !== 'caption' || scene.layers.every((l) => l.type !== 'text' || l.role === 'caption'))) {
        const kind = layer.role === 'heading' ? 'title' : layer.role === 'subtitle' ? 'subtitle' : layer.role === 'quote' ? 'quote' : 'other';
        if (pick.kind === 'all' || pick.kind === 'sentences' || pick.kind === kind) shown.push([READING_ORDER[layer.role] ?? 2, layer.text]);
      } else if (layer.type === 'list' && (pick.kind === 'all' || pick.kind === 'sentences' || pick.kind === 'list')) shown.push([READING_ORDER.list!, layer.items.join('. ')]);
      else if (layer.type === 'button' && (pick.kind === 'all' || pick.kind === 'sentences')) shown.push([READING_ORDER.button!, layer.text]);
    }
    said.push(...shown.sort((a, b) => a[0] - b[0]).map(([, text]) => text));
  }
  const sentences = said.map((t) => t.trim().replace(/[\s·•|–—-]+$/, '')).filter(Boolean).map((t) => (/[.!?…]$/.test(t) ? t : `${t}.`));
  if (pick.kind !== 'sentences') return sentences.join(' ');
  return (sentences.join(' ').match(/[^.!?…]+[.!?…]+/g) ?? []).slice(0, pick.count).map((t) => t.trim()).join(' ');
}

export function applyAudio(doc: SceneDocument, reading: Reading, audio: AudioRequest, voice: VoiceRequest, soundtracks: KnownAsset[], notes: Notes, clipsCaptioned = false): void {
  if (audio.removeMusic && doc.soundtrack) {
    delete doc.soundtrack;
    notes.change('no music');
  } else if (audio.removeMusic && soundtracks.length === 0) notes.hint('there was no music to remove');
  const music = soundtracks.at(-1);
  if (music) {
    const kept = doc.soundtrack;
    doc.soundtrack = { assetId: music.id, fadeIn: kept?.fadeIn ?? 1, fadeOut: kept?.fadeOut ?? 1, duck: kept?.duck ?? true, ...(kept?.volume ? { volume: kept.volume } : {}) };
    notes.global(`soundtrack ${music.id}`);
  }
  if (audio.musicVolume !== undefined) {
    if (!doc.soundtrack) notes.hint('there is no music to make quieter or louder (add the url of an audio file you uploaded)');
    else {
      if (audio.musicVolume === 0) delete doc.soundtrack.volume;
      else doc.soundtrack.volume = audio.musicVolume;
      notes.global(audio.musicVolume === 0 ? 'music at its usual level' : `music ${-audio.musicVolume} dB quieter`);
    }
  }
  if (audio.fadeIn !== undefined || audio.fadeOut !== undefined || audio.duck !== undefined) {
    if (!doc.soundtrack) notes.hint('there is no music to fade or duck (add the url of an audio file you uploaded)');
    else {
      if (audio.fadeIn !== undefined) doc.soundtrack.fadeIn = audio.fadeIn;
      if (audio.fadeOut !== undefined) doc.soundtrack.fadeOut = audio.fadeOut;
      if (audio.duck !== undefined) doc.soundtrack.duck = audio.duck;
      const said = [audio.fadeIn !== undefined ? 'fading in' : '', audio.fadeOut !== undefined ? 'fading out' : '', audio.duck === true ? 'ducked under the voice' : audio.duck === false ? 'not ducked' : ''];
      notes.global(`music ${said.filter(Boolean).join(' and ')}`);
    }
  }
  if (audio.sentence) rewriteSentence(doc, audio.sentence, notes);
  if (audio.removeNarration && doc.narration) {
    delete doc.narration;
    notes.change('no narration');
  }
  // A voice that reads the screen: asked in the sound's words ("with narration") or by a speaker ("a guy reads each step").
  const readScreen = audio.readScreen || voice.screen !== undefined;
  // The part named, or all of the screen's words when that part is not there ("reads the bullets" of no list).
  const screen = readScreen && !reading.narration.length && !doc.narration ? screenWords(doc, voice.screen) || screenWords(doc) : '';
  if (readScreen && !screen && !reading.narration.length && !doc.narration) notes.hint('the voice reads the words on screen: there were none (or say narrate: "…")');
  if (reading.narration.length || screen) {
    const text = (screen || reading.narration.join(' ')).slice(0, 2000);
    // A new text keeps the voice and the caption style chosen before.
    const kept = doc.narration?.voice;
    const captionStyle = audio.captionStyle ?? doc.narration?.captionStyle;
    doc.narration = { text, captions: audio.captions ?? doc.narration?.captions ?? false, ...(captionStyle ? { captionStyle } : {}), ...(kept ? { voice: kept } : {}) };
    notes.global(narrationNote(doc.narration, voice, () => detectLanguage(reading.typed.replace(/\bhttps?:\/\/\S+|\bast_\w+/g, ' '))));
  } else if (audio.captions !== undefined) {
    if (doc.narration) {
      doc.narration.captions = audio.captions;
      if (audio.captionStyle) doc.narration.captionStyle = audio.captionStyle;
      notes.global(audio.captions ? `${audio.captionStyle && audio.captionStyle !== 'lines' ? `${audio.captionStyle} ` : ''}captions of the narration` : 'no captions');
    } else if (audio.captions && !clipsCaptioned) notes.hint('captions show the narration: add narrate: "…"');
  }
  if (audio.highlight && doc.narration) {
    doc.narration.highlight = audio.highlight;
    notes.global(`the spoken word lit in ${colourName(audio.highlight)}`);
  } else if (audio.highlight && !clipsCaptioned) notes.hint('the lit word is the narration\'s: add narrate: "…"');
  if (!isEmptyVoice(voice) && doc.narration && !reading.narration.length && !screen) {
    doc.narration.voice = applyVoice(doc.narration.voice, voice);
    if (Object.keys(doc.narration.voice).length === 0) delete doc.narration.voice;
    notes.global(`narrated in ${doc.narration.voice ? describeVoice(doc.narration.voice) : 'the usual voice'}`);
  } else if (!isEmptyVoice(voice) && !doc.narration) notes.hint(`the voice (${voice.said.join(', ')}) speaks the narration: add narrate: "…"`);
}

/** One sentence of the narration given new words, the others kept. */
function rewriteSentence(doc: SceneDocument, sentence: { ordinal: string; text: string }, notes: Notes): void {
  const sentences = doc.narration?.text.match(/[^.!?…]+(?:[.!?…]+|$)/g)?.map((t) => t.trim()).filter(Boolean) ?? [];
  const at = ordinalValue(sentence.ordinal, sentences.length);
  if (!doc.narration || at === undefined || at < 1 || at > sentences.length) {
    notes.hint(`the narration has no ${sentence.ordinal} sentence`);
    return;
  }
  sentences[at - 1] = sentence.text.trim();
  doc.narration.text = sentences.join(' ');
  notes.change(`the narration's ${sentence.ordinal} sentence`);
}

/**
 * The note of a new narration text: its voice (applied here) and, when not said, the language read from the text; a
 * text too short to tell ("Respira profundo. Te esperamos en la playa.": as many Spanish short words as French) is
 * spoken in the language the prompt is written in, when that is plain.
 */
function narrationNote(narration: NonNullable<SceneDocument['narration']>, voice: VoiceRequest, promptLanguage: () => DetectedLanguage | undefined): string {
  if (!isEmptyVoice(voice)) {
    narration.voice = applyVoice(narration.voice, voice);
    if (Object.keys(narration.voice).length === 0) delete narration.voice;
  }
  const how = [narration.voice ? describeVoice(narration.voice) : ''];
  if (!narration.voice?.language) {
    const detected = detectLanguage(narration.text)?.language;
    const asked = detected ? undefined : promptLanguage();
    const name = (code: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
    if (detected && detected !== 'en') how.push(`${name(detected)}, read from the text`);
    else if (asked && asked.language !== 'en' && asked.confidence >= 0.3) {
      narration.voice = { ...narration.voice, language: asked.language };
      how.push(`${name(asked.language)}, as the prompt is written`);
    }
  }
  const style = narration.captionStyle && narration.captionStyle !== 'lines' ? `${narration.captionStyle} ` : '';
  const what = narration.captions ? `narration with ${style}captions` : 'narration';
  const said = how.filter(Boolean).join(', ');
  return said ? `${what} (${said})` : what;
}

