// `npm run bench -w @boldcall/server [-- <name>…]`: the named benchmarks (predictions,
// leaderboard), or every one when none is named, one after another; figures on stdout.
import { runLeaderboardBench } from './leaderboard.bench.ts';
import { runPredictionsBench } from './predictions.bench.ts';

const BENCHES: Record<string, () => Promise<void>> = {
  predictions: runPredictionsBench,
  leaderboard: runLeaderboardBench,
};

const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')} (known: ${Object.keys(BENCHES).join(', ')})`);
  process.exit(2);
}
for (const name of names.length > 0 ? names : Object.keys(BENCHES)) {
  await BENCHES[name]?.();
}
