/** One route as the build's route manifest (`ServerBuild["routes"]`) lists it, for tests of code that reads it. */
export const manifestRoute = (
  id: string,
  parentId: string | undefined,
  routePath?: string,
  index?: boolean,
) => ({
  id,
  parentId,
  path: routePath,
  index,
  module: {},
});
