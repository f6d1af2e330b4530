// Who may read the API reference (authorization matrix, ADR 009): anyone, as the OpenAPI document
// it renders; it holds no data, and calling the API still needs a token or a session.
import { publicRoute, type RouteRules } from '../access-rules.ts';
import { SCALAR_BUNDLE_PATH } from './index.ts';

export const apiDocsAccess: RouteRules = {
  'GET /api/docs': publicRoute(),
  'GET /api/docs/init.js': publicRoute(),
  // The bundle's address carries the package's version.
  [`GET ${SCALAR_BUNDLE_PATH}`]: publicRoute(),
};
