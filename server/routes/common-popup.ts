// The common popups' calls (spec 3 §7): common/postSearch, the address search of the address popup. Any
// signed-in user may search (addresses are public reference data). The keyword rules are the popup's own
// (keyword.ts), answered as bad_request with its message. With a road-address API key the search is the
// public service's (juso-api.ts), else the server's address table's (juso-table.ts, demo data; D50).
import { postSearch } from '../../src/domain/common-popup/contract';
import { keywordProblem, normaliseKeyword } from '../../src/domain/common-popup/keyword';
import { msg } from '../../src/domain/messages';
import { CallRefusal } from '../http/envelope';
import { type ApiCall, handle, signedIn } from '../http/handle';
import { logError } from '../services/audit';
import { JusoKeywordRefused, JusoUnavailable, searchJusoApi } from '../services/juso-api';
import { searchJusoTable } from '../services/juso-table';

export const commonPopupCalls: readonly ApiCall[] = [
  handle(postSearch, async (req, ctx) => {
    signedIn(ctx);
    // The audit keeps the rule broken, never the keyword (it may be a customer's address).
    const problem = keywordProblem(req.keyword);
    if (problem !== null) throw new CallRefusal('bad_request', problem, { detail: { fields: ['keyword'], rule: problem } });
    const query = { keyword: normaliseKeyword(req.keyword), currentPage: req.currentPage, countPerPage: req.countPerPage };
    const { juso } = ctx.svc.config;
    try {
      // Looked up per call (not bound at start) so tests can stand in for the network with a global fetch.
      return juso.apiKey !== null ? await searchJusoApi(juso, query, globalThis.fetch) : await searchJusoTable(ctx.svc.db, query);
    } catch (e) {
      if (e instanceof JusoKeywordRefused) throw new CallRefusal('refused', e.message);
      if (!(e instanceof JusoUnavailable)) throw e;
      logError('address search unavailable', e);
      throw new CallRefusal('server_error', msg.jusoUnavailable);
    }
  }),
];
