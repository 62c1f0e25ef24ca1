import { describe, expect, it } from '@jest/globals';
import { fieldProblems, humanMessage } from './human-error';

describe("the API's validation errors in plain words", () => {
  // Hints exactly as the API answers them (captured from the embedded runtime).
  it.each([
    ['name: name must be at most 30 characters', [{ field: 'Name', problem: 'must be at most 30 characters' }]],
    ['name: name must be at least 1 character; name: name must contain a non-space character', [{ field: 'Name', problem: 'is required' }]],
    ['name: name must contain a non-space character', [{ field: 'Name', problem: 'must contain a non-space character' }]],
    ['description: description must be at most 1000 characters', [{ field: 'Description', problem: 'must be at most 1000 characters' }]],
    [
      'name: name must be at most 30 characters; duration: Too small: expected number to be >0',
      [
        { field: 'Name', problem: 'must be at most 30 characters' },
        { field: 'Duration', problem: 'must be more than 0' },
      ],
    ],
    ['events: Too small: expected array to have >=1 items', [{ field: 'Events', problem: 'choose at least 1' }]],
    ['format.aspect: Invalid option: expected one of "landscape"|"portrait"|"square"', [{ field: 'Format', problem: 'must be one of landscape, portrait, square' }]],
    ['content: Invalid input: expected string, received undefined', [{ field: 'Prompt', problem: 'is required' }]],
  ])('reads %j', (hint, problems) => {
    expect(fieldProblems(hint)).toEqual(problems);
    expect(humanMessage('Invalid body', problems)).toMatch(/^(One field needs|\d fields need) a change$/);
  });

  it('leaves hints that are sentences, and messages that are not "Invalid …", as the API wrote them', () => {
    expect(fieldProblems('Supported types: video/mp4, image/png.')).toBeUndefined();
    expect(fieldProblems('Submit a prompt to a chapter and wait until its status is ready, then start the export.')).toBeUndefined();
    expect(humanMessage('The project has no completed chapters to export', undefined)).toBe('The project has no completed chapters to export');
    expect(humanMessage('Invalid body', undefined)).toBe('The request was not accepted');
  });
});
