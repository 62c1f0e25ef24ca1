import { z } from 'zod';
import { getTemplate, listTemplates } from '../../core/templates.js';
import { TemplatePosters } from '../../core/template-posters.js';
import { TemplateList } from '../../model/template.js';
import type { ApiDeps } from '../deps.js';
import { baseUrl } from '../public-url.js';
import { defineRoute } from '../route.js';

/* The template gallery: designed starting points a project is made from (POST /api/v1/projects with `template`). */
export function templateRoutes(deps: ApiDeps) {
  const posters = new TemplatePosters();
  return [
    defineRoute({
      method: 'get',
      path: '/templates',
      operationId: 'listTemplates',
      summary: 'The template gallery',
      description:
        'Designed starting points (a promo, a sale, a quote card, an event, ...), each a scene document with merge fields: its fields (with labels and defaults) and a poster. ' +
        'Make a project from one with `POST /api/v1/projects` `{"template": "<id>", "fields": {...}}`.',
      tag: 'Templates',
      success: { status: 200, schema: TemplateList, description: 'Every template, in the order a gallery shows them' },
      errors: ['UNAUTHORIZED', 'RATE_LIMITED'],
      handle: async ({ req }) => ({ templates: listTemplates(baseUrl(deps, req)) }),
    }),
    defineRoute({
      method: 'get',
      path: '/templates/:templateId/poster',
      operationId: 'getTemplatePoster',
      summary: "A template's poster",
      description: 'A PNG still of the template with its default values (its pictures drawn from a stand-in), as GET .../frame draws a chapter.',
      tag: 'Templates',
      success: { status: 200, schema: z.string(), description: 'The poster (PNG)', media: { contentTypes: ['image/png'] } },
      errors: ['UNAUTHORIZED', 'NOT_FOUND', 'RATE_LIMITED'],
      handle: async ({ params, res }) => {
        const poster = await posters.poster(getTemplate(params.templateId!));
        res.status(200).type('image/png').setHeader('Cache-Control', 'private, max-age=86400');
        res.end(poster);
        return undefined;
      },
    }),
  ];
}
