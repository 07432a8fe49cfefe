import { profileAnswer, profilePutAnswer, profilePutBody } from '@jobtrack/core/wire';
import { bearer, errors, type ZodApp } from '../../lib/http.ts';
import { requireOwner } from '../../plugins/auth.ts';
import type { ProfileService } from './profile.service.ts';

const tags = ['profile'];

// The profile may carry a picture (a data URL of up to 300 KB), more than the app-wide limit.
const PROFILE_BODY_LIMIT_BYTES = 400 * 1024;

export function profileRoutes(app: ZodApp, service: ProfileService): void {
  app.get(
    '/api/profile',
    {
      schema: {
        tags,
        summary: "The signed-in owner's business profile",
        description: 'Answers { profile: null } when the owner has not saved one yet.',
        security: bearer,
        response: { 200: profileAnswer, ...errors(401) },
      },
    },
    async (request) => ({ profile: await service.get(requireOwner(request).id) }),
  );

  app.put(
    '/api/profile',
    {
      bodyLimit: PROFILE_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: "Replace the signed-in owner's business profile, or change some of its fields",
        description:
          'The whole profile of spec §3; or, with base (the values the client last saw of the fields it changes), only the fields sent, and a field another client changed meanwhile keeps its stored value and is listed in conflicts. profileImage is an optional PNG, JPEG, WebP or GIF data URL of at most 300 KB (null takes it away in a field-wise write).',
        security: bearer,
        body: profilePutBody,
        response: { 200: profilePutAnswer, ...errors(400, 401) },
      },
    },
    (request) => service.put(requireOwner(request).id, request.body),
  );
}
