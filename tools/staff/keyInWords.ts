/** A key of a staff file in words, as the studio titles it: "servicePhoneLabel" → "Service phone label"; "loan_terms" → "Loan terms". */
export function keyInWords(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}
