// Accuracy (docs/rules/game.md): correct ÷ (correct + incorrect) over predictions a player created or
// joined; 0 when none is resolved. UNMEASURABLE and MERGED do not count either way.

export function accuracy(correct: number, incorrect: number): number {
  const resolved = correct + incorrect;
  return resolved > 0 ? correct / resolved : 0;
}

/** As a rounded percent, the way cards and stats show it. */
export function accuracyPercent(correct: number, incorrect: number): number {
  return Math.round(accuracy(correct, incorrect) * 100);
}

/**
 * Home "average accuracy": the mean of each player's accuracy over the players with at least one
 * resolved prediction (players who never had one would drag the mean to 0 without meaning).
 */
export function averageAccuracyPercent(
  players: ReadonlyArray<{ correct: number; incorrect: number }>,
): number {
  const rated = players.filter((p) => p.correct + p.incorrect > 0);
  if (rated.length === 0) return 0;
  const sum = rated.reduce((total, p) => total + accuracy(p.correct, p.incorrect), 0);
  return Math.round((sum / rated.length) * 100);
}
