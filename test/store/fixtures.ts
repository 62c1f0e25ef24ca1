import { newId } from '../../model/ids.js';
import { LABELS } from '../../model/kinds.js';
import type { NewObject } from '../../store/store.js';

/** Valid objects for store tests. `at` sets spec.createdAt, so tests control list order. */

export function newProject(tenant: string, at = new Date()): NewObject<'project'> {
  return {
    spec: {
      id: newId('project'),
      tenant,
      createdAt: at.toISOString(),
      name: 'A project',
      description: null,
      settings: null,
      activeExportId: null,
    },
    status: {},
  };
}

export function newChapter(tenant: string, projectId: string, at = new Date()): NewObject<'chapter'> {
  return {
    spec: {
      id: newId('chapter'),
      tenant,
      createdAt: at.toISOString(),
      projectId,
      name: 'A chapter',
      duration: 10,
      activePromptId: null,
    },
    status: {},
    labels: { [LABELS.project]: projectId },
  };
}

export function newPrompt(
  tenant: string,
  projectId: string,
  chapterId: string,
  content = 'a title card that says hello',
  at = new Date(),
): NewObject<'prompt'> {
  return {
    spec: {
      id: newId('prompt'),
      tenant,
      createdAt: at.toISOString(),
      projectId,
      chapterId,
      content,
      force: false,
    },
    status: { phase: 'processing', result: null },
    labels: { [LABELS.project]: projectId, [LABELS.chapter]: chapterId },
  };
}
