import { lowerThird, podcastEpisode, quoteCard, recipeSteps, slideshow, yearInReview } from './content.js';
import type { TemplateDefinition } from './define.js';
import { event, jobPost, listing, promo, sale, testimonial } from './marketing.js';

/** The gallery, in the order it is shown. */
export const TEMPLATES: readonly TemplateDefinition[] = [promo, sale, event, listing, jobPost, testimonial, quoteCard, podcastEpisode, recipeSteps, yearInReview, lowerThird, slideshow];

export function templateById(id: string): TemplateDefinition | undefined {
  return TEMPLATES.find((t) => t.id === id);
}
