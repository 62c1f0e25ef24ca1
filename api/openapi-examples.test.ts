import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { Asset, AssetList } from '../model/asset.js';
import { Batch, CreateBatchBody } from '../model/batch.js';
import { Chapter, ChapterList, CreateChapterBody, CreatedChapter } from '../model/chapter.js';
import { Deletion, ErrorBody } from '../model/common.js';
import { AppliedExportOptions, ExportOptions, ExportStart, ExportStatusResponse } from '../model/export.js';
import { CreateProjectBody, Project, UpdateProjectBody } from '../model/project.js';
import { PromptSubmission, SubmitPromptBody } from '../model/prompt.js';
import { SceneDocumentIn, SceneDocumentOut } from '../model/scene.js';
import { FieldList } from '../model/template.js';
import { CreateWebhookBody, Webhook, WebhookList, WebhookWithSecret } from '../model/webhook.js';
import { ProjectList } from './resources/projects.js';
import { openApiDocument } from './v1.js';

type Json = Record<string, unknown>;

/** The schemas that carry examples (model/examples.ts), each checked by zod itself: refinements included. */
const WITH_EXAMPLES: Record<string, z.ZodType> = {
  Asset, AssetList, Batch, CreateBatchBody, Chapter, ChapterList, CreateChapterBody, CreatedChapter, Deletion, ErrorBody,
  ExportOptions, AppliedExportOptions, ExportStart, ExportStatusResponse, CreateProjectBody, Project, UpdateProjectBody, PromptSubmission,
  SubmitPromptBody, SceneDocumentIn, SceneDocumentOut, FieldList, CreateWebhookBody, Webhook, WebhookList,
  WebhookWithSecret, ProjectList,
};

describe('the OpenAPI examples', () => {
  it.each(Object.entries(WITH_EXAMPLES))('%s: its examples are valid values of the schema', (_name, schema) => {
    const examples = schema.meta()?.examples as unknown[] | undefined;
    expect(examples?.length).toBeGreaterThan(0);
    for (const example of examples ?? []) expect(schema.safeParse(example).error?.issues).toBeUndefined();
  });

  it('every operation shows an example of its JSON request body and of its JSON success answer', () => {
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(openApiDocument().paths as Json)) {
      for (const [method, operation] of Object.entries(operations as Json) as [string, Json][]) {
        const request = ((operation.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined;
        if (request && request.example === undefined) missing.push(`${method.toUpperCase()} ${path} request`);
        for (const [status, response] of Object.entries(operation.responses as Json)) {
          const media = ((response as Json).content as Json | undefined)?.['application/json'] as Json | undefined;
          if (status.startsWith('2') && media && media.example === undefined) missing.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
