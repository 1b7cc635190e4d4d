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
 * The scripts in Lantern's pessimistic LCP graph of one Lighthouse run, the larger of the two
 * graphs it averages (it also keeps every layout task before the paint, with what those depend
 * on). Null when the run has no largest paint to estimate.
 * @param {{ Trace: object, DevtoolsLog: object[], URL: object, settings: object, SourceMaps?: object[] }} artifacts
 *   a run's artifacts
 * @returns {Promise<{ scripts: number, kb: number } | null>}
 */
export async function scriptsInLcpEstimate(artifacts) {
  const context = { computedCache: new Map() };
  const graph = await PageDependencyGraph.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      URL: artifacts.URL,
      settings: artifacts.settings,
      SourceMaps: artifacts.SourceMaps ?? null,
      // The graph from the network log, as Lighthouse 12.8 builds it for its own estimate.
      fromTrace: false,
    },
    context,
  );
  const navigation = await ProcessedNavigation.request(artifacts.Trace, context);
  if (!navigation.timestamps.largestContentfulPaint) return null;
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
