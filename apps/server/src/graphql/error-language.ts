import { acceptLanguageTags, chooseLanguage, LANGUAGES, SOURCE_LANGUAGE } from '@ride/domain';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { riderErrorMessage } from '../messages/errors/index.ts';
import { i18nFor } from '../messages/i18n/index.ts';
import type { GraphQLContext } from './context.ts';

/** The language of a request's answers: the signed-in rider's own, else Accept-Language's. */
export function requestLanguage(context: Pick<GraphQLContext, 'viewer' | 'acceptLanguage'>) {
  return chooseLanguage({
    own: context.viewer?.language ?? null,
    browser: acceptLanguageTags(context.acceptLanguage ?? undefined),
    offered: LANGUAGES,
    companyDefault: SOURCE_LANGUAGE,
  });
}

/**
 * A rider's errors in the request's language (decision 97): the message only; the code, the field
 * and every other extension stay as they are.
 */
export const errorLanguagePlugin: Plugin<GraphQLContext> = {
  onExecute({ args }) {
    const language = requestLanguage(args.contextValue);
    if (language === SOURCE_LANGUAGE) return;
    const i18n = i18nFor(language);
    return {
      onExecuteDone({ result, setResult }) {
        if (!('errors' in result) || !result.errors?.length) return;
        setResult({
          ...result,
          errors: result.errors.map((error) => {
            const message = riderErrorMessage(i18n, error.message, error.extensions);
            if (message === error.message) return error;
            return new GraphQLError(message, {
              nodes: error.nodes ?? null,
              source: error.source ?? null,
              positions: error.positions ?? null,
              path: error.path ?? null,
              originalError: error.originalError ?? null,
              extensions: error.extensions,
            });
          }),
        });
      },
    };
  },
};
