import { envelopeSchema } from '@daengnyang/contract/envelope';
import { PET_POSTER_FORMATS, PetReportParamsSchema } from '@daengnyang/contract/pet-reports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type PetPosterService,
  POSTER_CONTENT_TYPES,
  type PosterFile,
  type PosterFormat,
} from './poster-service.ts';

const tags = ['pet-reports'];

const DESCRIPTIONS: Record<PosterFormat, string> = {
  pdf: 'The A4 poster (전단지) of a lost or sheltering report, as a PDF with its font embedded.',
  png: 'The poster as a 1080 × 1528 PNG, for messengers.',
};

/** The poster's file name as Korean readers see it, e.g. `댕냥-실종-전단지-12.pdf`. */
const FILE_WORDS: Record<PosterFile['kind'], string> = { lost: '실종', sheltering: '보호' };

/**
 * A download, named in Korean (RFC 6266 `filename*`) with an ASCII `filename` for clients that
 * read only that one.
 */
function contentDisposition({ kind, postId, format }: PosterFile): string {
  const korean = `댕냥-${FILE_WORDS[kind]}-전단지-${postId}.${format}`;
  return `attachment; filename="daengnyang-poster-${postId}.${format}"; filename*=UTF-8''${encodeURIComponent(korean)}`;
}

/** Changes with the revision, so a browser asks again (and gets the new poster) after an edit. */
const entityTag = ({ postId, revision, format }: PosterFile) =>
  `"pet-poster-${postId}-${revision}-${format}"`;

/**
 * Member-only (it may carry a phone number): kept by the browser, not by shared caches, and
 * checked against the tag before reuse (a 304 costs the report's lookup, no file).
 */
const POSTER_CACHING = 'private, no-cache';

function sendPoster(
  reply: FastifyReply,
  poster: PosterFile,
  ifNoneMatch: string | undefined,
): FastifyReply {
  const tag = entityTag(poster);
  reply.header('cache-control', POSTER_CACHING).header('etag', tag);
  if (ifNoneMatch === tag) {
    if (!Buffer.isBuffer(poster.body)) poster.body.destroy();
    return reply.code(304).send();
  }
  return reply
    .type(POSTER_CONTENT_TYPES[poster.format])
    .header('content-length', poster.bytes)
    .header('content-disposition', contentDisposition(poster))
    .send(poster.body);
}

/** `GET /api/pet-reports/{postId}/poster.pdf` and `.png` (contract pet-reports.ts). */
export const petPosterRoutes: FastifyPluginAsyncZod<{ posters: PetPosterService }> = async (
  app,
  { posters },
) => {
  for (const format of PET_POSTER_FORMATS) {
    app.get(
      `/api/pet-reports/:postId/poster.${format}`,
      {
        schema: {
          tags,
          description: `${DESCRIPTIONS[format]} Made once per revision of the report; signed-in members only.`,
          params: PetReportParamsSchema,
          response: {
            200: {
              description: `${DESCRIPTIONS[format]} \`Content-Disposition: attachment\`; \`ETag\` changes with the report's revision (304 to a matching \`If-None-Match\`).`,
              content: { [POSTER_CONTENT_TYPES[format]]: { schema: z.string() } },
            },
            304: z.null().describe('Unchanged since the `If-None-Match` tag.'),
            401: envelopeSchema(z.null()).describe('Not signed in (petPosterLoginRequired).'),
            404: envelopeSchema(z.null()).describe(
              'No visible post with a report (petReportNotFound), or a kind without posters (petPosterUnavailable).',
            ),
          },
        },
      },
      async (request, reply) =>
        sendPoster(
          reply,
          await posters.poster(request.caller, request.params.postId, format),
          request.headers['if-none-match'],
        ),
    );
  }
};
