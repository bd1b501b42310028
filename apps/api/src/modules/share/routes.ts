import { IdSchema } from '@daengnyang/contract/common';
import {
  ShareCardParamsSchema,
  SiteShareCardParamsSchema,
} from '@daengnyang/contract/share-card-params';
import { SHARE_CARD_KINDS } from '@daengnyang/contract/share-cards';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CardAnswer, ShareCardService } from './card-service.ts';
import {
  SITEMAP_SECTIONS,
  type SitemapSection,
  type SitemapService,
  sitemapPath,
} from './sitemap-service.ts';

const tags = ['share'];

/** A version's card never changes: scrapers, browsers and a CDN may keep it for good. */
const CARD_CACHING = 'public, max-age=31536000, immutable';
/** An old version's redirect holds until the item changes again. */
const MOVED_CACHING = 'public, max-age=3600';
const SITEMAP_CACHING = 'public, max-age=300';
const ROBOTS_CACHING = 'public, max-age=3600';

const CARD_RESPONSES = {
  200: {
    description:
      'The card: 1200×600 JPEG. 301 to the current path when the version is not current; 404 when the item does not exist.',
    content: { 'image/jpeg': { schema: z.string() } },
  },
};
const xmlResponses = (description: string) => ({
  200: { description, content: { 'application/xml': { schema: z.string() } } },
});

function sendCard(reply: FastifyReply, answer: CardAnswer): FastifyReply {
  if ('movedTo' in answer) {
    return reply.header('cache-control', MOVED_CACHING).redirect(answer.movedTo, 301);
  }
  return reply.type('image/jpeg').header('cache-control', CARD_CACHING).send(answer.bytes);
}

const sendXml = (reply: FastifyReply, xml: string) =>
  reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHING).send(xml);

/** Share cards (`og:image`), robots.txt and the sitemaps: what crawlers fetch besides pages. */
export const shareRoutes: FastifyPluginAsyncZod<{
  cards: ShareCardService;
  sitemaps: SitemapService;
}> = async (app, { cards, sitemaps }) => {
  for (const kind of SHARE_CARD_KINDS) {
    app.get(
      `/og/${kind}/:id/:version.jpg`,
      { schema: { tags, params: ShareCardParamsSchema, response: CARD_RESPONSES } },
      async (request, reply) => {
        const { id, version } = request.params;
        return sendCard(reply, await cards.itemCard(kind, id, version));
      },
    );
  }

  app.get(
    '/og/site/:version.jpg',
    { schema: { tags, params: SiteShareCardParamsSchema, response: CARD_RESPONSES } },
    async (request, reply) => sendCard(reply, await cards.siteCard(request.params.version)),
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        tags,
        response: {
          200: { description: 'robots.txt', content: { 'text/plain': { schema: z.string() } } },
        },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', ROBOTS_CACHING)
        .send(sitemaps.robots()),
  );

  app.get(
    sitemapPath.index,
    { schema: { tags, response: xmlResponses('The sitemap index') } },
    async (_request, reply) => sendXml(reply, await sitemaps.index()),
  );

  app.get(
    sitemapPath.pages,
    { schema: { tags, response: xmlResponses('The home, list and legal pages') } },
    async (_request, reply) => sendXml(reply, await sitemaps.fixedPages()),
  );

  for (const section of Object.keys(SITEMAP_SECTIONS) as SitemapSection[]) {
    app.get(
      `/sitemap-${section}-:page.xml`,
      {
        schema: {
          tags,
          params: z.object({ page: IdSchema }),
          response: xmlResponses(`A page of the ${section} sitemap; 404 past the last one`),
        },
      },
      async (request, reply) =>
        sendXml(reply, await sitemaps.sectionPage(section, request.params.page)),
    );
  }
};
