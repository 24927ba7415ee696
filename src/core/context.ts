/**
 * What a service call carries besides its input: who acts and on behalf of which request. Every
 * edge (REST route, tool, dashboard, CLI) builds one of these; services only read it.
 */

/** Who is acting: an API token (tools, REST) or an admin user of the dashboard. */
export interface Actor {
  type: 'token' | 'admin';
  id: string;
  name: string;
}

/** An audited call: the actor and the request id that ties audit entries and events to the request log. */
export interface RequestContext {
  actor: Actor;
  requestId: string | null;
}

/** A catalog or webhook change: also the tool that asked for it (null outside tools) and whether it is a dry run. */
export interface ChangeContext extends RequestContext {
  tool: string | null;
  dryRun: boolean;
}
