/**
 * The language an API answer speaks: English unless the request's Accept-Language prefers
 * Hindi. Field messages are checked in it (common/validation.ts's rules per language); the
 * gateway's own errors, raised as keys of the catalogue with their values, are formatted in
 * it as the answer goes out (gateway/errors.ts, `errorIn`).
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request } from 'express';
import { DEFAULT_LANGUAGE, languages, type Language } from '../../common/language.ts';
import { errorIn } from '../errors.ts';
import type { GatewayContext } from './context.ts';

/** The caller's language, negotiated by Express from Accept-Language (q-values honoured). */
export function languageOf(req: Request): Language {
  if (!req.headers['accept-language']) return DEFAULT_LANGUAGE;
  const best = req.acceptsLanguages(...languages);
  return best === 'hi' ? 'hi' : DEFAULT_LANGUAGE;
}

export const languagePlugin: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        const { language } = contextValue;
        response.http.headers.set('content-language', language);
        const vary = response.http.headers.get('vary');
        if (!vary?.toLowerCase().includes('accept-language')) {
          response.http.headers.set('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
        }
        if (response.body.kind !== 'single') return;
        const { errors } = response.body.singleResult;
        if (errors) {
          response.body.singleResult.errors = errors.map((error) => errorIn(error, language));
        }
      },
    };
  },
};
