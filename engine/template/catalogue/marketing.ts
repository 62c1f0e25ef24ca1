import { bind, picture, type TemplateDefinition } from './define.js';

/* Templates that sell something: a product, a sale, an event, a home, a job, a customer's word. */

export const promo: TemplateDefinition = {
  id: 'promo',
  name: 'Product promo',
  description: 'Three scenes: the product name with a picture, three reasons to buy, and a call to action.',
  aspect: 'landscape',
  labels: { product: 'Product name', tagline: 'Tagline', photo: 'Product picture', why: 'Heading of the reasons', point1: 'Reason 1', point2: 'Reason 2', point3: 'Reason 3', cta: 'Call to action', url: 'Web address', brand: 'Brand colour', accent: 'Accent colour' },
  posterAt: 1.5,
  document: {
    version: 2,
    theme: 'bold',
    background: { type: 'solid', colour: '#1e1b4b' },
    accent: '#f59e0b',
    scenes: [
      {
        duration: 3,
        layers: [
          { type: 'media', assetId: picture(1), kind: 'image', placement: 'right-half' },
          { type: 'text', role: 'heading', text: '{{product|Aurora Lamp}}', placement: 'left-half' },
          { type: 'text', role: 'subtitle', text: '{{tagline|Light that follows the sun}}', placement: 'left-half', start: 0.4 },
        ],
      },
      {
        // Three points revealed one at a time: the last needs a second or two on screen to be read.
        duration: 4,
        transition: { type: 'slide-left', duration: 0.5 },
        layers: [
          { type: 'text', role: 'heading', text: '{{why|Why you will love it}}', placement: 'top' },
          { type: 'list', items: ['{{point1|Warm light at dusk}}', '{{point2|Cool light at noon}}', '{{point3|One charge lasts a week}}'], placement: 'center', start: 0.3 },
        ],
      },
      {
        duration: 3,
        transition: { type: 'crossfade', duration: 0.5 },
        layers: [
          { type: 'text', role: 'heading', text: '{{cta|Order yours today}}' },
          { type: 'button', text: '{{url|aurora.example}}', placement: 'bottom', start: 0.5 },
        ],
      },
    ],
    fields: [bind('background.colour', 'brand'), bind('accent', 'accent'), bind('scenes.0.layers.0.assetId', 'photo')],
  },
};

export const sale: TemplateDefinition = {
  id: 'sale',
  name: 'Sale',
  description: 'A big discount that counts up, what is on sale and until when, with confetti.',
  aspect: 'square',
  labels: { title: 'Headline', percent: 'Discount (%)', off: 'After the number', items: 'What is on sale', until: 'Until when', shop: 'Where', colour: 'Background colour', colour2: 'Second background colour' },
  posterAt: 2.5,
  document: {
    version: 2,
    theme: 'playful',
    background: { type: 'gradient', from: '#be123c', to: '#f97316', direction: 'diagonal' },
    scenes: [
      {
        duration: 3,
        layers: [
          { type: 'text', role: 'heading', text: '{{title|Summer sale}}', placement: 'upper-third' },
          { type: 'counter', from: 0, to: 40, suffix: '{{off|% off}}', placement: 'center', size: 'huge', start: 0.3 },
          { type: 'particles', kind: 'confetti', density: 'light' },
        ],
      },
      {
        duration: 3,
        transition: { type: 'wipe-left', duration: 0.5 },
        layers: [
          { type: 'text', role: 'heading', text: '{{items|Shoes, bags and hats}}' },
          { type: 'text', role: 'subtitle', text: '{{until|Until Sunday 30 June}} {{shop|at Maple Street Store}}', start: 0.4 },
        ],
      },
    ],
    fields: [bind('scenes.0.layers.1.to', 'percent'), bind('background.from', 'colour'), bind('background.to', 'colour2')],
  },
};

export const event: TemplateDefinition = {
  id: 'event',
  name: 'Event invitation',
  description: 'The event, its date and place, and the programme, on a dark elegant ground.',
  aspect: 'landscape',
  labels: { event: 'Event name', date: 'Date and time', place: 'Place', programme: 'Programme heading', item1: 'Programme 1', item2: 'Programme 2', item3: 'Programme 3', rsvp: 'How to sign up', colour: 'Background colour', accent: 'Accent colour' },
  posterAt: 1.5,
  document: {
    version: 2,
    theme: 'elegant',
    background: { type: 'solid', colour: '#111827' },
    accent: '#d4af37',
    scenes: [
      {
        duration: 3,
        layers: [
          { type: 'text', role: 'heading', text: '{{event|Autumn Gala}}' },
          { type: 'text', role: 'subtitle', text: '{{date|Saturday 12 October, 7 pm}} · {{place|The Glasshouse}}', start: 0.4 },
        ],
      },
      {
        duration: 3,
        transition: { type: 'crossfade', duration: 0.5 },
        layers: [
          { type: 'text', role: 'heading', text: '{{programme|Programme}}', placement: 'top' },
          { type: 'list', items: ['{{item1|Welcome drinks}}', '{{item2|Dinner and music}}', '{{item3|Awards}}'], numbered: true, start: 0.3 },
        ],
      },
      {
        duration: 2.5,
        transition: { type: 'fade-black', duration: 0.5 },
        layers: [{ type: 'text', role: 'heading', text: '{{rsvp|Reply by 1 October}}' }],
      },
    ],
    fields: [bind('background.colour', 'colour'), bind('accent', 'accent')],
  },
};

export const listing: TemplateDefinition = {
  id: 'listing',
  name: 'Property listing',
  description: 'A home with its picture, price and key facts, and the agent to call.',
  aspect: 'landscape',
  labels: { address: 'Address', price: 'Price', photo: 'Picture of the home', fact1: 'Fact 1', fact2: 'Fact 2', fact3: 'Fact 3', agent: 'Agent', phone: 'Phone' },
  posterAt: 1.5,
  document: {
    version: 2,
    theme: 'minimal',
    background: { type: 'solid', colour: '#f8fafc' },
    scenes: [
      {
        duration: 3.5,
        layers: [
          { type: 'media', assetId: picture(1), kind: 'image', placement: 'full', kenBurns: 'zoom-in' },
          { type: 'text', role: 'heading', text: '{{address|12 Harbour View}}', placement: 'bottom' },
        ],
      },
      {
        duration: 3.5,
        transition: { type: 'crossfade', duration: 0.5 },
        layers: [
          { type: 'text', role: 'heading', text: '{{price|€ 485,000}}', placement: 'top' },
          { type: 'list', items: ['{{fact1|3 bedrooms}}', '{{fact2|Garden facing south}}', '{{fact3|5 minutes from the beach}}'], start: 0.3 },
        ],
      },
      {
        duration: 2.5,
        transition: { type: 'crossfade', duration: 0.5 },
        layers: [
          { type: 'text', role: 'name', text: '{{agent|Sara Lind}}' },
          { type: 'text', role: 'role', text: '{{phone|+46 8 123 456}}' },
        ],
      },
    ],
    fields: [bind('scenes.0.layers.0.assetId', 'photo')],
  },
};

export const jobPost: TemplateDefinition = {
  id: 'job-post',
  name: 'Job post',
  description: 'We are hiring: the role, where, what you will do, and how to apply.',
  aspect: 'portrait',
  labels: { hiring: 'Opening line', role: 'Role', company: 'Company', place: 'Where', tasks: 'Heading of the tasks', task1: 'Task 1', task2: 'Task 2', task3: 'Task 3', apply: 'How to apply', colour: 'Brand colour' },
  posterAt: 1.5,
  document: {
    version: 2,
    theme: 'classic',
    background: { type: 'solid', colour: '#0f766e' },
    scenes: [
      {
        duration: 3,
        layers: [
          { type: 'text', role: 'subtitle', text: "{{hiring|We're hiring}}", placement: 'upper-third' },
          { type: 'text', role: 'heading', text: '{{role|Senior Baker}}', start: 0.3 },
          { type: 'text', role: 'caption', text: '{{company|Crumb & Co}} · {{place|Lisbon}}', start: 0.6 },
        ],
      },
      {
        duration: 3.5,
        transition: { type: 'slide-left', duration: 0.5 },
        layers: [
          { type: 'text', role: 'heading', text: '{{tasks|What you will do}}', placement: 'top' },
          { type: 'list', items: ['{{task1|Bake bread at dawn}}', '{{task2|Train two apprentices}}', '{{task3|Invent a new loaf each month}}'], start: 0.3 },
        ],
      },
      {
        duration: 2.5,
        transition: { type: 'crossfade', duration: 0.5 },
        layers: [{ type: 'text', role: 'heading', text: '{{apply|Apply at crumb.example/jobs}}' }],
      },
    ],
    fields: [bind('background.colour', 'colour')],
  },
};

export const testimonial: TemplateDefinition = {
  id: 'testimonial',
  name: 'Testimonial with photo',
  description: "A customer's words beside their photo, with their name and role.",
  aspect: 'landscape',
  labels: { quote: 'What they said', name: 'Name', role: 'Role or company', photo: 'Photo', colour: 'Background colour' },
  posterAt: 2,
  document: {
    version: 2,
    theme: 'elegant',
    background: { type: 'solid', colour: '#312e81' },
    scenes: [
      {
        duration: 5,
        layers: [
          { type: 'media', assetId: picture(1), kind: 'image', placement: 'left-half', kenBurns: 'none' },
          { type: 'text', role: 'quote', text: '{{quote|They answered in minutes and fixed it the same day.}}', placement: 'right-half' },
          { type: 'text', role: 'name', text: '{{name|Amira Haddad}}', placement: { x: 0.52, y: 0.72, w: 0.44, h: 0.1 }, start: 0.8 },
          { type: 'text', role: 'role', text: '{{role|Owner, Haddad Florists}}', placement: { x: 0.52, y: 0.82, w: 0.44, h: 0.08 }, start: 1 },
        ],
      },
    ],
    fields: [bind('background.colour', 'colour'), bind('scenes.0.layers.0.assetId', 'photo')],
  },
};
