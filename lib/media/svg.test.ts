import { afterAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { declaredImageSize } from './image-header.js';
import { mediaLimits } from './limits.js';
import { mediaConfigFromEnv } from '../config.js';
import { checkSvg, decodeXmlReferences, rasteriseSvg, UnsafeSvgError } from './svg.js';

const require = createRequire(import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'svg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const limits = mediaLimits(mediaConfigFromEnv({}));

const svg = (body: string, attrs = 'width="100" height="50"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attrs}>${body}</svg>`;

/** A red PNG of `w`×`h` made by FFmpeg, as base64. */
function png(w: number, h: number): string {
  const path = join(dir, `red-${w}x${h}.png`);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `color=red:size=${w}x${h}`, '-frames:v', '1', path]);
  return readFileSync(path).toString('base64');
}

/** A PNG header that declares `w`×`h` (and no real picture). */
function pngHeader(w: number, h: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(w, 8);
  ihdr.writeUInt32BE(h, 12);
  ihdr[16] = 8;
  ihdr[17] = 6;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

describe('checkSvg: what resvg is never given', () => {
  const refused: [string, string, RegExp][] = [
    ['an entity bomb', `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${svg('<text>&b;</text>')}`, /XML entities/],
    ['an external entity', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`, /XML entities/],
    ['a DOCTYPE internal subset', `<!DOCTYPE svg [ ]>${svg('')}`, /internal subset/],
    ['a script', svg('<script>alert(1)</script>'), /<script>/],
    ['a prefixed script', svg('<s:script xmlns:s="http://www.w3.org/2000/svg">x</s:script>'), /<script>/],
    ['a foreignObject', svg('<foreignObject><iframe src="http://127.0.0.1/"/></foreignObject>'), /<foreignObject>/],
    ['a file: image', svg('<image href="file:///etc/passwd" width="10" height="10"/>'), /external resource \(href="file:\/\/\/etc\/passwd"\)/],
    ['an absolute path', svg('<image xlink:href="/srv/montage/objects/assets/other/original" width="10" height="10"/>'), /external resource/],
    ['an http image', svg('<image href="http://127.0.0.1:9/x.png" width="10" height="10"/>'), /external resource/],
    ['a path written with character references', svg('<image href="&#47;etc&#x2F;passwd" width="10" height="10"/>'), /external resource \(href="\/etc\/passwd"\)/],
    ['a rebound xlink prefix', svg('<image q:href=" /etc/passwd" xmlns:q="http://www.w3.org/1999/xlink"/>'), /external resource \(q:href=/],
    ['an external use', svg('<use href="other.svg#a"/>'), /external resource/],
    ['a feImage', svg('<filter id="f"><feImage href="/tmp/x.png"/></filter>'), /external resource/],
    ['an SVG disguised as a PNG data URL', svg(`<image href="data:image/png;base64,${Buffer.from(svg('<image href="/etc/passwd"/>')).toString('base64')}"/>`), /not a PNG, JPEG, GIF or WebP/],
    ['a nested SVG data URL', svg(`<image href="data:image/svg+xml;utf8,${encodeURIComponent(svg(''))}"/>`), /not a PNG, JPEG, GIF or WebP/],
    ['an embedded decompression bomb', svg(`<image href="data:image/png;base64,${pngHeader(30000, 30000).toString('base64')}"/>`), /embedded image too large/],
    ['a CSS url()', svg('<rect width="10" height="10" style="fill: url(http://127.0.0.1:9/)"/>'), /url\("http/],
    ['a CSS url() in a style element', svg('<style><![CDATA[rect { fill: url( "file:///etc/passwd" ) }]]></style>'), /url\("file/],
    ['an @import', svg('<style>@import "http://127.0.0.1:9/a.css";</style>'), /@import/],
    ['a style sheet processing instruction', `<?xml-stylesheet href="http://127.0.0.1:9/a.css"?>${svg('')}`, /xml-stylesheet/],
    ['an animated href', svg('<image><set attributeName="xlink:href" to="/etc/passwd"/></image>'), /animates a reference/],
  ];

  it.each(refused)('refuses %s', (_what, text, reason) => {
    expect(() => checkSvg(text, limits)).toThrow(UnsafeSvgError);
    expect(() => checkSvg(text, limits)).toThrow(reason);
  });

  it('allows same-document references, embedded pictures and gradients', () => {
    const ok = svg(
      `<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient><rect id="r" width="5" height="5"/></defs>` +
        `<rect width="100" height="50" fill="url(#g)" style="fill:url('#g')"/><use xlink:href="#r"/>` +
        `<image href="data:image/png;base64,${png(8, 8)}" width="8" height="8"/><a href="#r"><text>a &amp; b &#169;</text></a>`,
    );
    expect(() => checkSvg(ok, limits)).not.toThrow();
    expect(() => checkSvg(`<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg('')}`, limits)).not.toThrow();
  });

  it('decodes XML references as the parser will', () => {
    expect(decodeXmlReferences('&#47;a&#x2f;b&amp;c&lt;&unknown;')).toBe('/a/b&c<&unknown;');
  });

  it('is needed: resvg itself draws a local file an <image> names by absolute path', async () => {
    const { Resvg } = require('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
    const canary = join(dir, 'canary.png');
    writeFileSync(canary, Buffer.from(png(10, 10), 'base64'));
    const image = new Resvg(svg(`<image href="${canary}" width="10" height="10"/>`, 'width="10" height="10"'), { font: { loadSystemFonts: false } }).render();
    // The canary's red is drawn: this is what checkSvg stops before resvg runs.
    const [r, g, b, a] = image.pixels.subarray(0, 4);
    expect({ red: r! > 200, green: g! < 50, blue: b! < 50, opaque: a === 255 }).toEqual({ red: true, green: true, blue: true, opaque: true });
  });
});

describe('rasteriseSvg', () => {
  it('draws a PNG whose longer side is at least 1080 pixels, keeping the aspect', async () => {
    const path = join(dir, 'logo.svg');
    writeFileSync(path, svg('<rect width="100" height="50" fill="#0000ff"/><text x="10" y="30" font-size="20">Hi</text>'));
    const out = join(dir, 'logo.png');
    expect(await rasteriseSvg(path, out, { dir, limits })).toEqual({ width: 1080, height: 540 });
    expect(declaredImageSize(readFileSync(out))).toEqual({ width: 1080, height: 540 });
  });

  it('caps the rendition of a huge declared size', async () => {
    const path = join(dir, 'huge.svg');
    writeFileSync(path, svg('<rect width="100" height="100" fill="red"/>', 'width="100000" height="50000" viewBox="0 0 100 50"'));
    expect(await rasteriseSvg(path, join(dir, 'huge.png'), { dir, limits })).toEqual({ width: 4096, height: 2048 });
  });

  it('refuses an unsafe SVG before resvg runs, and an SVG that is not UTF-8', async () => {
    const path = join(dir, 'bad.svg');
    writeFileSync(path, svg('<image href="/etc/passwd"/>'));
    await expect(rasteriseSvg(path, join(dir, 'bad.png'), { dir, limits })).rejects.toThrow(UnsafeSvgError);
    writeFileSync(path, Buffer.concat([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'), Buffer.from([0xff, 0xfe, 0x00]), Buffer.from('</svg>')]));
    await expect(rasteriseSvg(path, join(dir, 'bad.png'), { dir, limits })).rejects.toThrow('not UTF-8');
  });

  it('says what resvg could not draw', async () => {
    const path = join(dir, 'broken.svg');
    writeFileSync(path, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect></svg>');
    await expect(rasteriseSvg(path, join(dir, 'broken.png'), { dir, limits })).rejects.toThrow(/./);
  });
});
