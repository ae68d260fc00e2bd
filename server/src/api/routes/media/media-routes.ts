import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { MEDIA_FILE, type MediaType } from '@freight/shared/core/schemas/staff-media';
import { notFound } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod';
import { mediaBytes } from '../../media/media-store';

// /media/<id>-<slug>.<ext>: the media library's pictures, from the site's own origin, so that the
// pages' Content-Security-Policy (img-src 'self') lets them through (docs/decisions/035, "Media").
// A picture's bytes never change, so its address is cached for good.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPE_OF_EXTENSION: Record<string, MediaType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

const paramsSchema = z.object({ file: z.string().max(200) });

export const mediaRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/media/:file', { schema: { params: paramsSchema } }, async (request, reply) => {
    const match = MEDIA_FILE.exec(request.params.file);
    const contentType = match?.[3] ? TYPE_OF_EXTENSION[match[3]] : undefined;
    if (!match || !contentType) throw notFound('No such picture');
    const picture = await mediaBytes(app.db, Number(match[1]), match[2] ?? '', contentType);
    if (!picture) throw notFound('No such picture');
    const etag = `"${picture.sha256}"`;
    reply
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      // Remotes served from another origin (development, a CDN) show them too, as the seed's images.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .header('content-type', contentType)
      .header('content-length', picture.content.length)
      .send(picture.content);
  });
};
