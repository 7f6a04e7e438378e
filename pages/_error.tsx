import NextError, { type ErrorProps } from 'next/error';
import type { NextPageContext } from 'next';

/*
 * Next's own error page (used for statuses other than 404 and 500, which have pages of their own),
 * except for one case: a path Next cannot percent-decode is refused before any route runs and
 * rendered here with status 400, /api paths included. API clients read JSON, so those get the
 * API's error envelope (server/http/undecodable-api-path.ts) and no page is rendered.
 */
export default function ErrorPage({ statusCode }: ErrorProps) {
  return <NextError statusCode={statusCode} />;
}

ErrorPage.getInitialProps = async (context: NextPageContext): Promise<ErrorProps> => {
  // `typeof window` is replaced at build time, so the browser bundle never holds the server import.
  if (typeof window === 'undefined' && context.req && context.res && context.res.statusCode === 400) {
    const { answerUndecodableApiPath, isApiPath } = await import('@/server/http/undecodable-api-path');
    if (isApiPath(context.req.url)) {
      answerUndecodableApiPath(context.req, context.res);
      return { statusCode: 400 };
    }
  }
  return NextError.getInitialProps(context);
};
