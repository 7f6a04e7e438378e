import { defineEndpoint } from '@/lib/contracts/endpoint';
import {
  blogListQuerySchema,
  blogPostDetailSchema,
  blogPostPageSchema,
  blogSlugParamsSchema,
  contentSearchQuerySchema,
  helpArticleIdParamsSchema,
  helpSearchResultSchema,
  helpSuggestionsSchema,
  helpVoteBodySchema,
  helpVoteTallySchema,
  supportMessageBodySchema,
  supportMessageReceivedSchema,
} from './content-schemas';

/* Contracts of the blog and help centre API (issue 18). Texts are in the `location` header's language. */

export const listBlogPostsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/content/blog/posts',
  summary: 'Published blog posts, newest first, 12 a page',
  tags: ['Content'],
  auth: 'public',
  query: blogListQuerySchema,
  response: blogPostPageSchema,
  errors: [],
});

export const getBlogPostEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/content/blog/posts/{slug}',
  summary: 'One published blog post with its rendered text, table of contents, tags and related posts',
  tags: ['Content'],
  auth: 'public',
  params: blogSlugParamsSchema,
  response: blogPostDetailSchema,
  errors: ['NOT_FOUND'],
});

export const searchBlogPostsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/content/blog/search',
  summary: "Full-text search over the posts in the request's language",
  tags: ['Content'],
  auth: 'public',
  query: contentSearchQuerySchema,
  response: blogPostPageSchema,
  errors: [],
});

export const searchHelpArticlesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/content/help/search',
  summary: "Full-text search over the help articles in the request's language",
  tags: ['Content'],
  auth: 'public',
  query: contentSearchQuerySchema,
  response: helpSearchResultSchema,
  errors: [],
});

export const suggestHelpArticlesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/content/help/suggestions',
  summary: 'Help articles whose title starts with or contains the words typed so far (at most 6)',
  tags: ['Content'],
  auth: 'public',
  query: contentSearchQuerySchema,
  response: helpSuggestionsSchema,
  errors: [],
});

export const getHelpVotesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/content/help/articles/{articleId}/votes',
  summary: '"Was this helpful" counts of an article and the caller\'s own vote',
  tags: ['Content'],
  auth: 'optional',
  params: helpArticleIdParamsSchema,
  response: helpVoteTallySchema,
  errors: ['NOT_FOUND'],
});

export const voteHelpArticleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/v1/content/help/articles/{articleId}/votes',
  summary: 'Say whether an article helped: one vote per visitor, changeable',
  description:
    'A signed-in customer votes as themselves; anyone else as the random visitor id of the `dh_visitor` cookie, set by this call when missing. Voting again replaces the vote.',
  tags: ['Content'],
  auth: 'optional',
  params: helpArticleIdParamsSchema,
  body: helpVoteBodySchema,
  response: helpVoteTallySchema,
  errors: ['NOT_FOUND'],
});

export const sendSupportMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/content/support-messages',
  summary: 'Write to customer service: stored, mailed to the operators, confirmed to the sender',
  description: 'Limits: 5 messages per client address per hour (429 with Retry-After).',
  tags: ['Content'],
  auth: 'optional',
  body: supportMessageBodySchema,
  response: supportMessageReceivedSchema,
  errors: ['RATE_LIMITED', 'UNAVAILABLE'],
});

export const contentEndpoints = [
  listBlogPostsEndpoint,
  getBlogPostEndpoint,
  searchBlogPostsEndpoint,
  searchHelpArticlesEndpoint,
  suggestHelpArticlesEndpoint,
  getHelpVotesEndpoint,
  voteHelpArticleEndpoint,
  sendSupportMessageEndpoint,
] as const;
