import { bind, picture, type TemplateDefinition } from './define.js';

/* Templates that tell something: a quote, an episode, a recipe, a year, a speaker, a set of pictures. */

export const quoteCard: TemplateDefinition = {
  id: 'quote-card',
  name: 'Quote card',
  description: 'One quote and who said it, large, on a calm gradient.',
  aspect: 'square',
  labels: { quote: 'Quote', author: 'Who said it', from: 'Gradient from', to: 'Gradient to' },
  posterAt: 2,
  document: {
    version: 2,
    theme: 'elegant',
    background: { type: 'gradient', from: '#0f172a', to: '#334155', direction: 'vertical' },
    scenes: [
      {
        duration: 5,
        layers: [
          { type: 'text', role: 'quote', text: '{{quote|Simplicity is the ultimate sophistication.}}' },
          { type: 'text', role: 'attribution', text: '{{author|Leonardo da Vinci}}', start: 1 },
        ],
      },
    ],
    fields: [bind('background.from', 'from'), bind('background.to', 'to')],
  },
};

export const podcastEpisode: TemplateDefinition = {
  id: 'podcast-episode',
  name: 'Podcast episode',
  description: 'A new episode: show name, episode title, guest, and where to listen.',
  aspect: 'square',
  labels: { show: 'Show name', number: 'Episode', title: 'Episode title', guest: 'With (guest)', where: 'Where to listen', colour: 'Background colour' },
  posterAt: 1.5,
  document: {
    version: 2,
    theme: 'retro',
    background: { type: 'solid', colour: '#7c2d12' },
    scenes: [
      {
        duration: 3,
        layers: [
          { type: 'text', role: 'subtitle', text: '{{show|The Long Table}} · {{number|Episode 42}}', placement: 'upper-third' },
          { type: 'text', role: 'heading', text: '{{title|Bread, time and patience}}', start: 0.3 },
        ],
      },
      {
        duration: 3,
        transition: { type: 'crossfade', duration: 0.5 },
        layers: [
          { type: 'text', role: 'name', text: '{{guest|With Chef Ana Ruiz}}' },
          { type: 'text', role: 'role', text: '{{where|Listen wherever you get your podcasts}}' },
        ],
      },
    ],
    fields: [bind('background.colour', 'colour')],
  },
};

export const recipeSteps: TemplateDefinition = {
  id: 'recipe-steps',
  name: 'Recipe steps',
  description: 'A dish with its picture, then its steps one scene at a time.',
  aspect: 'portrait',
  labels: { dish: 'Dish', photo: 'Picture of the dish', step1Title: 'Step 1 title', step1: 'Step 1', step2Title: 'Step 2 title', step2: 'Step 2', step3Title: 'Step 3 title', step3: 'Step 3', colour: 'Background colour' },
  posterAt: 1.5,
  document: {
    version: 2,
    theme: 'playful',
    background: { type: 'solid', colour: '#fef3c7' },
    scenes: [
      {
        duration: 3,
        layers: [
          { type: 'media', assetId: picture(1), kind: 'image', placement: 'top-half' },
          { type: 'text', role: 'heading', text: '{{dish|Lemon pancakes}}', placement: 'bottom-half' },
        ],
      },
      { duration: 2.5, transition: { type: 'slide-left', duration: 0.4 }, layers: [{ type: 'text', role: 'subtitle', text: '{{step1Title|Step 1}}', placement: 'upper-third' }, { type: 'text', role: 'body', text: '{{step1|Whisk flour, eggs and milk}}' }] },
      { duration: 2.5, transition: { type: 'slide-left', duration: 0.4 }, layers: [{ type: 'text', role: 'subtitle', text: '{{step2Title|Step 2}}', placement: 'upper-third' }, { type: 'text', role: 'body', text: '{{step2|Add lemon zest and rest 10 minutes}}' }] },
      { duration: 2.5, transition: { type: 'slide-left', duration: 0.4 }, layers: [{ type: 'text', role: 'subtitle', text: '{{step3Title|Step 3}}', placement: 'upper-third' }, { type: 'text', role: 'body', text: '{{step3|Fry until golden on both sides}}' }] },
    ],
    fields: [bind('background.colour', 'colour'), bind('scenes.0.layers.0.assetId', 'photo')],
  },
};

export const yearInReview: TemplateDefinition = {
  id: 'year-in-review',
  name: 'Stats: year in review',
  description: 'A year in numbers: a headline figure that counts up and a chart by quarter.',
  aspect: 'landscape',
  labels: { year: 'Title', customers: 'Customers served', unit: 'After the number', chart: 'Chart title', q1Name: 'Bar 1 label', q1: 'Bar 1 value', q2Name: 'Bar 2 label', q2: 'Bar 2 value', q3Name: 'Bar 3 label', q3: 'Bar 3 value', q4Name: 'Bar 4 label', q4: 'Bar 4 value', thanks: 'Closing line', colour: 'Background colour', accent: 'Accent colour' },
  posterAt: 4.5,
  document: {
    version: 2,
    theme: 'minimal',
    background: { type: 'solid', colour: '#0b1120' },
    accent: '#22d3ee',
    scenes: [
      {
        duration: 3,
        layers: [
          { type: 'text', role: 'heading', text: '{{year|2026 in numbers}}', placement: 'upper-third' },
          { type: 'counter', from: 0, to: 12480, suffix: ' {{unit|customers}}', start: 0.3 },
        ],
      },
      {
        duration: 3.5,
        transition: { type: 'crossfade', duration: 0.5 },
        layers: [{ type: 'chart', kind: 'bar', title: '{{chart|Orders by quarter}}', data: [{ label: '{{q1Name|Q1}}', value: 210 }, { label: '{{q2Name|Q2}}', value: 340 }, { label: '{{q3Name|Q3}}', value: 295 }, { label: '{{q4Name|Q4}}', value: 480 }] }],
      },
      { duration: 2.5, transition: { type: 'crossfade', duration: 0.5 }, layers: [{ type: 'text', role: 'heading', text: '{{thanks|Thank you for a great year}}' }] },
    ],
    fields: [
      bind('background.colour', 'colour'),
      bind('accent', 'accent'),
      bind('scenes.0.layers.1.to', 'customers'),
      bind('scenes.1.layers.0.data.0.value', 'q1'),
      bind('scenes.1.layers.0.data.1.value', 'q2'),
      bind('scenes.1.layers.0.data.2.value', 'q3'),
      bind('scenes.1.layers.0.data.3.value', 'q4'),
    ],
  },
};

export const lowerThird: TemplateDefinition = {
  id: 'lower-third',
  name: 'Lower third over a clip',
  description: "A speaker's name and role in the lower third, over your clip or picture.",
  aspect: 'landscape',
  labels: { clip: 'Clip or picture', name: 'Name', role: 'Role' },
  posterAt: 2,
  document: {
    version: 2,
    theme: 'classic',
    background: { type: 'solid', colour: '#1f2937' },
    scenes: [
      {
        duration: 5,
        layers: [
          { type: 'media', assetId: picture(1), kind: 'image', placement: 'full', kenBurns: 'none' },
          { type: 'text', role: 'name', text: '{{name|Dr. Lena Park}}', start: 0.5 },
          { type: 'text', role: 'role', text: '{{role|Marine biologist}}', start: 0.7 },
        ],
      },
    ],
    fields: [bind('scenes.0.layers.0.assetId', 'clip')],
  },
};

export const slideshow: TemplateDefinition = {
  id: 'slideshow',
  name: 'Slideshow',
  description: 'Three pictures, each with a caption, crossfading, then a closing title.',
  aspect: 'landscape',
  labels: { title: 'Closing title', photo1: 'Picture 1', caption1: 'Caption 1', photo2: 'Picture 2', caption2: 'Caption 2', photo3: 'Picture 3', caption3: 'Caption 3' },
  posterAt: 1.5,
  document: {
    version: 2,
    theme: 'minimal',
    background: { type: 'solid', colour: '#000000' },
    scenes: [
      { duration: 3, layers: [{ type: 'media', assetId: picture(1), kind: 'image', kenBurns: 'zoom-in' }, { type: 'text', role: 'caption', text: '{{caption1|Morning at the lake}}', start: 0.5 }] },
      { duration: 3, transition: { type: 'crossfade', duration: 0.6 }, layers: [{ type: 'media', assetId: picture(2), kind: 'image', kenBurns: 'pan-left' }, { type: 'text', role: 'caption', text: '{{caption2|The trail up}}', start: 0.5 }] },
      { duration: 3, transition: { type: 'crossfade', duration: 0.6 }, layers: [{ type: 'media', assetId: picture(3), kind: 'image', kenBurns: 'zoom-out' }, { type: 'text', role: 'caption', text: '{{caption3|View from the top}}', start: 0.5 }] },
      { duration: 2.5, transition: { type: 'fade-black', duration: 0.5 }, layers: [{ type: 'text', role: 'heading', text: '{{title|Our summer}}' }] },
    ],
    fields: [bind('scenes.0.layers.0.assetId', 'photo1'), bind('scenes.1.layers.0.assetId', 'photo2'), bind('scenes.2.layers.0.assetId', 'photo3')],
  },
};
