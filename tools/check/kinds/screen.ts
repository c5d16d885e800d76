// A screen file: what it names (actions, messages, bridge handlers, endpoints, patterns) exists, and it
// gives its page what the page's contract says the page reads.
import { readFileSync } from 'node:fs';
import { developer } from '../../../src/config/developer.ts';
import { isObject, pointerOf } from '../../staff/json.ts';
import { mobileNumberOf, withMobileNumber } from '../../staff/mobileNumber.ts';
import { didYouMean, PATTERN_KEYS, walkData, type Contract, type Report } from '../common.ts';
import { checkContract, checkContractTypes } from '../contract.ts';
import { checkEndpoint } from '../endpoints.ts';
import type { FileKind, Project, StaffFile } from '../fileKind.ts';
import { checkForm } from '../form.ts';
import { checkImages } from '../images.ts';
import { checkItemTypeReads, staleContractKeys } from '../itemTypeReads.ts';
import { checkNames, withOpeningFields } from '../names.ts';
import { checkParams } from '../params.ts';
import { checkMobileNumberFields } from '../phone.ts';
import { checkPlaceholders, valueNames } from '../placeholders.ts';
import { checkRules } from '../rules.ts';
import { checkLimitRanges, checkValues } from '../values.ts';
import { checkWidgets, formRenderers } from '../widgets.ts';

const bridgeNames = Object.keys(developer.bridge);

export const screenKind: FileKind = {
  withProject(staff, project, report) {
    checkImages(staff.data, project.publicDir, project.imageExists, report);
    checkValues(staff.file.meta, staff.data, report);
    if (isObject(staff.data)) checkScreen(staff.data, staff, project, report);
  },
};

function checkScreen(
  screen: Record<string, unknown>,
  { file, source }: StaffFile,
  project: Project,
  report: Report,
) {
  const { app, base, config } = project;
  const contract = file.contract ? (JSON.parse(readFileSync(file.contract, 'utf8')) as Contract) : undefined;
  checkReferences(screen, report);
  checkOpenings(screen, report);
  checkForm(withMobileNumber(screen, mobileNumberOf(app)) as Record<string, unknown>, contract, report);
  checkMobileNumberFields(screen, isObject(app) ? app : undefined, report);
  checkRules(screen, contract, report, (path) => source.at(pointerOf(path)).line);
  // A key an item type reads that a stale contract lacks is said once, by checkItemTypeReads: what
  // the contract checks would say of it (never read, placeholders unknown) follows from that.
  const stale = staleContractKeys(file.name, contract);
  const unlessStale: Report = (path, ...rest) => {
    if (!stale.has(path.slice(0, 2).join('/'))) report(path, ...rest);
  };
  if (contract) checkContract(screen, contract, unlessStale);
  checkItemTypeReads(screen, file.name, contract, report);
  if (contract) checkContractTypes(screen, contract, file.name, project.contractValidator, report);
  checkPlaceholders(screen, contract && withOpeningFields(contract, screen, base), config, unlessStale);
  checkParams(screen, valueNames(screen, contract, config), report);
  checkNames(screen, base, report);
  checkWidgets(screen, file.name, formRenderers(project.srcDir).get(file.name) ?? [], report);
  checkLimitRanges(screen, contract, report);
}

/** Each pattern compiles, and each message, action, bridge handler and endpoint a value names exists. */
function checkReferences(screen: Record<string, unknown>, report: Report) {
  const actions = isObject(screen.actions) ? screen.actions : {};
  const messages = isObject(screen.messages) ? screen.messages : {};
  walkData(screen, (value, path, key) => {
    const inErrorMessages = path[0] === 'form' && path[1] === 'errorMessages';
    if (typeof key === 'string' && PATTERN_KEYS.has(key) && typeof value === 'string' && !inErrorMessages) {
      try {
        new RegExp(value, 'u');
      } catch (err) {
        report(
          path,
          `The pattern "${value}" is not a valid regular expression (${(err as Error).message.replace(/^Invalid regular expression: /, '')}).`,
        );
      }
    }
    if (key === 'patternMessage' && typeof value === 'string' && !(value in messages))
      report(
        path,
        `There is no message "${value}" in this file's "messages".${didYouMean(value, Object.keys(messages))}`,
      );
    if (key === 'action' && typeof value === 'string' && !(value in actions))
      report(
        path,
        `There is no action "${value}" in this file's "actions", so tapping it would do nothing.${didYouMean(value, Object.keys(actions))}`,
      );
    if (
      isObject(value) &&
      value.type === 'bridge' &&
      typeof value.name === 'string' &&
      !bridgeNames.includes(value.name)
    )
      report(
        [...path, 'name'],
        `The app has no bridge handler "${value.name}" (the bridge calls a developer lists in schemas/developer.json), so this would do nothing.${didYouMean(value.name, bridgeNames)}`,
      );
    if (isObject(value) && value.type === 'request' && typeof value.endpoint === 'string')
      checkEndpoint(value.endpoint, [...path, 'endpoint'], report, false);
  });
}

/** The endpoints that load a page's data only read. */
function checkOpenings(screen: Record<string, unknown>, report: Report) {
  if (isObject(screen.open) && typeof screen.open.endpoint === 'string')
    checkEndpoint(screen.open.endpoint, ['open', 'endpoint'], report, true);
  if (isObject(screen.opens))
    for (const [route, opening] of Object.entries(screen.opens))
      if (isObject(opening) && typeof opening.endpoint === 'string')
        checkEndpoint(opening.endpoint, ['opens', route, 'endpoint'], report, true);
}
