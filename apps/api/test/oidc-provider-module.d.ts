/** The slice of oidc-provider (a dev dependency without bundled types) the local provider helper uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    /** The request handler for a node:http server (Provider is a Koa app). */
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
