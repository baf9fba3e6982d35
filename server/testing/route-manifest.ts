import type { ServerBuild } from "react-router";

/** One route as the build's route manifest lists it: id, parent, path, and whether it is an index. */
type RouteLine = [id: string, parentId: string | undefined, path?: string, index?: boolean];

/** A route manifest (`ServerBuild["routes"]`) shaped as the build's, for tests of code that reads it. */
export const manifestRoutes = (lines: RouteLine[]) =>
  Object.fromEntries(
    lines.map(([id, parentId, path, index]) => [id, { id, parentId, path, index, module: {} }]),
  ) as unknown as ServerBuild["routes"];
