// Which scripts Lighthouse's simulated LCP waits for. Lighthouse (Lantern) estimates the mobile
// LCP from an unthrottled load: it rebuilds that load's dependency graph and keeps every request
// that had finished before the largest paint, unless a task of 10 ms or more in the graph shows
// the script being evaluated after that paint. Tasks under 10 ms are pruned from the graph, and a
// module's evaluation names no file, so preloaded code is counted whenever it arrived before the
// paint, whether or not the paint waited for it. The benchmark reports what this part weighs.
import { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js';
import { ProcessedNavigation } from 'lighthouse/core/computed/processed-navigation.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/**
 * The scripts in Lantern's pessimistic LCP graph of one Lighthouse run (the optimistic graph
 * leaves out low-priority images only, so it holds the same scripts).
 * @param {{ Trace: object, DevtoolsLog: object[], URL: object }} artifacts a run's artifacts
 * @returns {Promise<{ scripts: number, kb: number }>}
 */
export async function scriptsInLcpEstimate(artifacts) {
  const context = { computedCache: new Map() };
  const graph = await PageDependencyGraph.request(
    { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, URL: artifacts.URL },
    context,
  );
  const navigation = await ProcessedNavigation.request(artifacts.Trace, context);
  const lcpGraph = Lantern.Metrics.LargestContentfulPaint.getPessimisticGraph(graph, navigation);
  let scripts = 0;
  let bytes = 0;
  lcpGraph.traverse((node) => {
    if (node.type !== 'network' || node.request.resourceType !== 'Script') return;
    scripts += 1;
    bytes += node.request.transferSize ?? 0;
  });
  return { scripts, kb: Number((bytes / 1024).toFixed(1)) };
}
