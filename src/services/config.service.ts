// Where the API lives: base URL, path prefix and an optional path map, so the app can be pointed at
// another backend whose paths differ (README "Pointing the app at another backend").
import { Context, Layer, Schema } from 'effect';

export interface ApiConfigShape {
  /** Origin of the backend; '' means the page's own origin. */
  readonly baseUrl: string;
  readonly apiPrefix: string;
  /** Contract path → backend path, for backends that name calls differently. */
  readonly pathMap: Readonly<Record<string, string>>;
  readonly workNoticeUrl: string;
  /** A call without an answer after this long is a network error. */
  readonly timeoutMs: number;
}

const PathMap = Schema.Record(Schema.String, Schema.String);

export class ApiConfig extends Context.Service<ApiConfig, ApiConfigShape>()('app/ApiConfig') {
  static readonly defaults: ApiConfigShape = {
    baseUrl: '',
    apiPrefix: '/api/v1',
    pathMap: {},
    workNoticeUrl: '/worknotice.json',
    timeoutMs: 30_000,
  };

  /** Build-time settings: VITE_API_BASE and VITE_API_PATH_MAP (a JSON object). */
  static fromEnv(env: Record<string, string | undefined>): ApiConfigShape {
    const base = (env.VITE_API_BASE ?? '').replace(/\/+$/, '');
    let pathMap: Record<string, string> = {};
    if (env.VITE_API_PATH_MAP) pathMap = Schema.decodeUnknownSync(PathMap)(JSON.parse(env.VITE_API_PATH_MAP));
    return { ...ApiConfig.defaults, baseUrl: base, pathMap, workNoticeUrl: `${base}/worknotice.json` };
  }

  static readonly layer = (config: ApiConfigShape) => Layer.succeed(ApiConfig, ApiConfig.of(config));
}

export const callUrl = (c: ApiConfigShape, path: string): string => `${c.baseUrl}${c.apiPrefix}/${c.pathMap[path] ?? path}`;
