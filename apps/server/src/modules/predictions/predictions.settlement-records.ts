// What a settlement records besides paying (docs/rules/rivals.md, docs/rules/receipts.md), called
// once by the settlement transaction after the payouts: the head-to-head meetings of a resolved
// call (UNMEASURABLE and refunds count for nobody) and the call's "resolved" receipt, sealed at
// the commit (decision 042).
import type { PredictionStatus } from '@boldcall/shared/constants';
import type { Stakes } from '@boldcall/shared/rules/payouts';
import type { Tx } from '../../db/client.ts';
import { sealAtCommit } from '../receipts/receipts.service.ts';
import { recordMeetings, type Staker } from '../rivals/rivals.service.ts';

export async function recordSettlementExtras(
  tx: Tx,
  input: { predictionId: string; text: string; status: PredictionStatus; stakes: Stakes; at: Date },
): Promise<void> {
  const { stakes, status } = input;
  if (status === 'CORRECT' || status === 'INCORRECT') {
    // Creator, joiners and jumpers are on the call's side; bettors against on the other.
    const backers: Staker[] = [
      { userId: stakes.creator.userId, stake: stakes.creator.wager },
      ...stakes.joins.map((j) => ({ userId: j.userId, stake: j.wager })),
      ...stakes.jumps.map((j) => ({ userId: j.userId, stake: j.wager })),
    ];
    const bettors: Staker[] = stakes.betsAgainst.map((b) => ({ userId: b.userId, stake: b.wager }));
    const right = status === 'CORRECT';
    await recordMeetings(tx, {
      kind: 'prediction',
      refId: input.predictionId,
      title: input.text,
      at: input.at,
      winners: right ? backers : bettors,
      losers: right ? bettors : backers,
      predictionId: input.predictionId,
    });
  }
  await sealAtCommit(tx, {
    kind: 'resolved',
    call: input.predictionId,
    outcome: status,
    at: input.at,
  });
}
