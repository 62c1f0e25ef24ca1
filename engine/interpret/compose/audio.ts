import type { SceneDocument } from '../../../model/scene-document.js';
import { detectLanguage } from '../../speech/detect-language.js';
import type { AudioRequest } from '../audio.js';
import type { Notes } from '../notes.js';
import type { Reading } from '../reading.js';
import { colourName } from '../style.js';
import type { KnownAsset } from '../types.js';
import { applyVoice, describeVoice, isEmptyVoice, type VoiceRequest } from '../voice.js';

/*
 * The chapter's sound, once its scenes are built: the music (an uploaded audio file), its level, fades and ducking;
 * the narration (its words, or the screen's words read aloud), its captions, their lit word's colour, and its voice.
 */

/** The words on screen, scene by scene, as sentences for a voice: titles, subtitles, quotes and list items. */
function screenWords(doc: SceneDocument): string {
  const said: string[] = [];
  for (const scene of doc.scenes) {
    for (const layer of scene.layers) {
      if (layer.type === 'text' && layer.role !== 'attribution' && layer.role !== 'caption') said.push(layer.text);
      else if (layer.type === 'list') said.push(...layer.items);
      else if (layer.type === 'button') said.push(layer.text);
    }
  }
  return said.map((t) => t.trim().replace(/[\s·•|–—-]+$/, '')).filter(Boolean).map((t) => (/[.!?…]$/.test(t) ? t : `${t}.`)).join(' ');
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
  if (audio.removeNarration && doc.narration) {
    delete doc.narration;
    notes.change('no narration');
  }
  const screen = audio.readScreen && !reading.narration.length && !doc.narration ? screenWords(doc) : '';
  if (audio.readScreen && !screen) notes.hint('the voice reads the words on screen: there were none (or say narrate: "…")');
  if (reading.narration.length || screen) {
    const text = (screen || reading.narration.join(' ')).slice(0, 2000);
    // A new text keeps the voice and the caption style chosen before.
    const kept = doc.narration?.voice;
    const captionStyle = audio.captionStyle ?? doc.narration?.captionStyle;
    doc.narration = { text, captions: audio.captions ?? doc.narration?.captions ?? false, ...(captionStyle ? { captionStyle } : {}), ...(kept ? { voice: kept } : {}) };
    notes.global(narrationNote(doc.narration, voice));
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
  } else if (audio.highlight) notes.hint('the lit word is the narration\'s: add narrate: "…"');
  if (!isEmptyVoice(voice) && doc.narration && !reading.narration.length) {
    doc.narration.voice = applyVoice(doc.narration.voice, voice);
    if (Object.keys(doc.narration.voice).length === 0) delete doc.narration.voice;
    notes.global(`narrated in ${doc.narration.voice ? describeVoice(doc.narration.voice) : 'the usual voice'}`);
  } else if (!isEmptyVoice(voice) && !doc.narration) notes.hint(`the voice (${voice.said.join(', ')}) speaks the narration: add narrate: "…"`);
}

/** The note of a new narration text: its voice (applied here) and, when not said, the language read from the text. */
function narrationNote(narration: NonNullable<SceneDocument['narration']>, voice: VoiceRequest): string {
  if (!isEmptyVoice(voice)) {
    narration.voice = applyVoice(narration.voice, voice);
    if (Object.keys(narration.voice).length === 0) delete narration.voice;
  }
  const how = [narration.voice ? describeVoice(narration.voice) : ''];
  if (!narration.voice?.language) {
    const detected = detectLanguage(narration.text)?.language;
    if (detected && detected !== 'en') how.push(`${new Intl.DisplayNames(['en'], { type: 'language' }).of(detected) ?? detected}, read from the text`);
  }
  const style = narration.captionStyle && narration.captionStyle !== 'lines' ? `${narration.captionStyle} ` : '';
  const what = narration.captions ? `narration with ${style}captions` : 'narration';
  const said = how.filter(Boolean).join(', ');
  return said ? `${what} (${said})` : what;
}

