import type { FastifyRequest } from 'fastify';
import { expect, test } from 'vitest';
import { formMetaSchema } from '@freight/shared/core/schemas/form-meta-schema';
import { languageOf } from './form-meta';
import { submissionMetaOf } from './submission';

const request = { headers: {}, ip: '203.0.113.7' } as unknown as FastifyRequest;

test('the stored language is the visitor’s base language, French when the page sent none', () => {
  expect(languageOf(formMetaSchema.parse({ language: 'ar-MA' }))).toBe('ar');
  expect(languageOf(formMetaSchema.parse({}))).toBe('fr');
  expect(submissionMetaOf(request, { language: 'es' })).toMatchObject({ language: 'es', clientIp: '203.0.113.7' });
  expect(submissionMetaOf(request, {}).language).toBe('fr');
});
