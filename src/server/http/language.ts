import type { FastifyRequest } from 'fastify';
import { toLanguage, type Language } from '../../shared/i18n/languages';

/** The caller's language: the `lang` header of SPEC §7, else Accept-Language, else en. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers.lang;
  const value = Array.isArray(header) ? header[0] : header;
  return toLanguage(value ?? request.headers['accept-language']);
}
