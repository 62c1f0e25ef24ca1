import { z } from 'zod';

/*
 * A batch of blind briefs (the writers' format: test/briefs/writers/FORMAT.md): what one
 * person would type, in one or more prompts, and only the things that person would check on the video.
 */

const Voice = z.object({
  gender: z.enum(['female', 'male']).optional(),
  pitch: z.enum(['low', 'high']).optional(),
  speed: z.enum(['slow', 'fast']).optional(),
  language: z.string().optional(),
});

const Clip = z.object({
  speed: z.number().optional(),
  from: z.number().optional(),
  to: z.number().optional(),
  playsWhole: z.boolean().optional(),
  muted: z.boolean().optional(),
  sceneSeconds: z.number().optional(),
});

export const Expect = z
  .object({
    shows: z.array(z.string()),
    hides: z.array(z.string()),
    aspect: z.enum(['16:9', '9:16', '1:1']),
    scenes: z.number().int(),
    duration: z.number(),
    narration: z.union([z.string(), z.boolean()]),
    voice: Voice,
    captions: z.union([z.literal(true), z.literal(false), z.enum(['karaoke', 'word', 'line', 'lines'])]),
    captionHighlight: z.string(),
    lowerThird: z.object({ name: z.string(), role: z.string().optional() }),
    progressBar: z.union([z.boolean(), z.object({ edge: z.enum(['top', 'bottom']).optional() })]),
    pictures: z.number().int(),
    layout: z.enum(['grid', 'split', 'before-after', 'pip']),
    clip: Clip,
    list: z.array(z.string()),
    numbered: z.boolean(),
    chart: z.object({ kind: z.enum(['bar', 'line', 'donut', 'pie']).optional(), values: z.array(z.number()).optional(), labels: z.array(z.string()).optional() }),
    counter: z.object({ to: z.number(), from: z.number().optional(), label: z.string().optional() }),
    quote: z.object({ text: z.string(), by: z.string().optional() }),
    button: z.string(),
    background: z.string(),
    textColour: z.string(),
    accent: z.string(),
    particles: z.string(),
    music: z.boolean(),
    logo: z.boolean(),
    transition: z.string(),
    style: z.string(),
    edit: z.object({ scene: z.number().int().optional(), shows: z.array(z.string()).optional(), hides: z.array(z.string()).optional() }),
    order: z.array(z.string()),
  })
  .partial()
  .strict();
export type Expect = z.infer<typeof Expect>;
export type ExpectKey = keyof Expect;

export const BriefAsset = z.object({ ref: z.string().regex(/^[a-z]+\d*$/i), kind: z.enum(['image', 'video', 'audio', 'logo']), seconds: z.number().positive().optional() });
export type BriefAsset = z.infer<typeof BriefAsset>;

export const BlindBrief = z.object({
  id: z.string(),
  writer: z.string().optional(),
  persona: z.string().optional(),
  assets: z.array(BriefAsset).default([]),
  prompts: z.array(z.string().min(1)).min(1),
  expect: Expect,
});
export type BlindBrief = z.infer<typeof BlindBrief>;

export const Batch = z.array(BlindBrief);

/** The briefs of a batch file's text, validated (a brief the checker cannot read is an error, not a pass). */
export function parseBatch(json: string): BlindBrief[] {
  return Batch.parse(JSON.parse(json));
}
