// `npm run bench -w @boldcall/server`: every benchmark, one after another, figures on stdout.
import { runPredictionsBench } from './predictions.bench.ts';

await runPredictionsBench();
