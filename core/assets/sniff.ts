/*
 * Upload sniffing: whether the first bytes of an upload match its declared Content-Type. The signatures live in
 * lib/media/sniff.ts, beside the choice of FFmpeg demuxer they also decide, so the two cannot drift apart.
 */
export { describeContent, matchesContentType, sniffContentType, SNIFF_BYTES } from '../../lib/media/sniff.js';
