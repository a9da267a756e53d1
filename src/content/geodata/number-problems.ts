import { type JsonFile, offsetOf, problemAt } from '../check-file.ts';
import { numberProblem, type OfficialMunicipalities } from './official-municipalities.ts';

// The municipality files' numbers (BFS-Gemeindenummer) checked against the geodata and each other: each
// problem one German line at the file's line of the number, as every content problem is.

const PATH = ['bfsNumber'];

/** Every problem of the files' numbers: a number that is no municipality today or another's, or taken twice. */
export function numberProblems(
  files: { json: JsonFile; municipality?: { name: string; bfsNumber: number } | undefined }[],
  official: OfficialMunicipalities,
): string[] {
  const problems: string[] = [];
  const first = new Map<number, { label: string; name: string }>();
  const at = (json: JsonFile, message: string) => problemAt(json, offsetOf(json.tree, PATH), PATH, message);
  for (const { json, municipality } of files) {
    // A file whose number or name is of the wrong form is reported by its schema already.
    if (!municipality) continue;
    const { bfsNumber: number, name } = municipality;
    const problem = numberProblem(number, name, official);
    if (problem) problems.push(at(json, problem));
    const taken = first.get(number);
    if (taken)
      problems.push(
        at(
          json,
          `Die Nummer ${number} hat schon ${taken.label} (${taken.name}). Erwartet jede Gemeinde in einer Datei, mit ihrer eigenen Nummer.`,
        ),
      );
    else first.set(number, { label: json.label, name });
  }
  return problems;
}
