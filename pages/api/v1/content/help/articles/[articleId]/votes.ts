import { routeMethods, withApi } from '@/server/http/with-api';
import { getHelpVotesEndpoint, voteHelpArticleEndpoint } from '@/lib/contracts/content/content';
import { ensureVoter, voterOf } from '@/server/content/help-voter';
import { getHelpVotes, voteHelpArticle } from '@/server/content/vote-help-article';

export const config = { api: { bodyParser: false } };

export default routeMethods(
  withApi(getHelpVotesEndpoint, ({ params, req, caller }) => getHelpVotes({ articleId: params.articleId, voter: voterOf(req, caller) })),
  withApi(voteHelpArticleEndpoint, ({ params, body, req, res, caller }) =>
    voteHelpArticle({ articleId: params.articleId, voter: ensureVoter(req, res, caller), helpful: body.helpful }),
  ),
);
