/**
 * Reading a V8 .cpuprofile (from `node --cpu-prof`), shared by bench/cpuprofile-top.ts (tables) and
 * bench/flamegraph.ts (SVG): the nodes by id, each node's caller, and one name per function.
 */
import { readFileSync } from 'node:fs';

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface LoadedProfile extends Profile {
  byId: Map<number, ProfileNode>;
  parentOf: Map<number, number>;
}

export function loadProfile(file: string): LoadedProfile {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  return { ...profile, byId, parentOf };
}

/** A script's place, shortened: `~/<package>/…` for dependencies, `src/…` for ours, `node:…` for Node's. */
export const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '~/')
    .replace(/^.*\/(src|bench|test)\//, '$1/');

/** `name place:line`, one per function. */
export const frameName = (f: CallFrame) => `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}:${f.lineNumber + 1}`;

/** ms of self time per function (frameName), over all samples. */
export function selfTimes(profile: LoadedProfile): Map<string, number> {
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = profile.byId.get(id);
    if (!node) return;
    const name = frameName(node.callFrame);
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return self;
}
