// How the check says what it found: one line per problem, `file:line:col #/json/pointer: sentence`.
import type { Problem } from './common.ts';

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.col} #${p.pointer}: ${p.severity === 'warning' ? 'Warning: ' : ''}${p.reason}`;
}

export function formatProblems(problems: Problem[]): string {
  return problems.map(formatProblem).join('\n');
}

/** The problems that stop the check (a warning does not). */
export const mistakes = (problems: Problem[]) => problems.filter((p) => p.severity !== 'warning');
export const warnings = (problems: Problem[]) => problems.filter((p) => p.severity === 'warning');

export const checkFailed = (problems: Problem[]) =>
  `schemas/content check failed: ${problems.length} mistake${problems.length === 1 ? '' : 's'}\n${formatProblems(problems)}`;
