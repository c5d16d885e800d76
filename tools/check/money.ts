// How money is written (`money` in schemas/app.json): a reader must be able to tell the mark between
// thousands from the decimal mark, and neither may look like a digit. The decimal mark is also one
// key of the money keyboard, so it is one character.
import { type Report } from './common.ts';
import { isObject } from '../staff/json.ts';

export function checkMoneyFormat(app: Record<string, unknown>, report: Report) {
  const money = app.money;
  if (!isObject(money)) return;
  const { groupMark, decimalMark } = money;
  for (const [key, mark] of [
    ['groupMark', groupMark],
    ['decimalMark', decimalMark],
  ] as const)
    if (typeof mark === 'string' && /\d/.test(mark))
      report(
        ['money', key],
        `The mark "${mark}" has a digit in it, so it would read as part of the amount. Use a sign such as "." or ",".`,
      );
  if (typeof decimalMark === 'string' && [...decimalMark].length > 1)
    report(
      ['money', 'decimalMark'],
      `The decimal mark "${decimalMark}" must be one character: it is also one key of the money keyboard.`,
    );
  if (typeof groupMark === 'string' && groupMark !== '' && groupMark === decimalMark)
    report(
      ['money', 'decimalMark'],
      `The decimal mark "${decimalMark}" is also the mark between thousands ("groupMark"), so ₱5${groupMark}234 could be five thousand pesos or five. Use two different marks, e.g. "." between thousands and "," before the centavos.`,
    );
}
