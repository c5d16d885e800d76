// A colour: its text, the browser's picker, and its contrast with white and with the file's other
// colours, as the check judges it.
import type { WidgetProps } from '@rjsf/utils';
import { contrastRatio, parseColour, ratioText, type Rgba } from '../../../tools/staff/colour';
import { isObject } from '../../../tools/staff/json';
import { COLOUR_KEY } from '../contract';
import { mistakesOf } from '../problems';
import { helpId, type StudioContext } from './formContext';

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');
const toHex = (c: Rgba) => `#${hex2(c.r)}${hex2(c.g)}${hex2(c.b)}`;

/** Every other colour of the file, by its key, to show the contrast against. */
function otherColours(value: unknown, own: string): [string, string][] {
  const found: [string, string][] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (isObject(v))
      for (const [key, sub] of Object.entries(v)) {
        if (typeof sub === 'string' && COLOUR_KEY.test(key) && key !== own) found.push([key, sub]);
        else visit(sub);
      }
  };
  visit(value);
  return found;
}

export function ColourWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, registry, name } = props;
  const ctx = registry.formContext as StudioContext;
  const text = value == null ? '' : String(value);
  const colour = parseColour(text);
  const white = parseColour('#fff') as Rgba;
  const against: [string, Rgba | undefined][] = [
    ['white', white],
    ...otherColours(ctx.value, name).map(([k, v]): [string, Rgba | undefined] => [k, parseColour(v)]),
  ];
  return (
    <div className="st-colour">
      <input
        id={id}
        name={id}
        className="sf-input"
        type="text"
        value={text}
        disabled={disabled || readonly}
        aria-invalid={mistakesOf(props.rawErrors).length > 0 || undefined}
        aria-describedby={`${helpId(id)} ${id}__contrast`}
        onChange={(e) => onChange(e.target.value)}
      />
      <input
        type="color"
        aria-label={`Pick ${props.label || name}`}
        value={colour ? toHex(colour) : '#000000'}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}__contrast`} className="st-contrast">
        {colour
          ? `Contrast ${against
              .filter((pair): pair is [string, Rgba] => pair[1] !== undefined)
              .map(([k, c]) => `with ${k}: ${ratioText(contrastRatio(colour, c))}`)
              .join('; ')} (text needs 4.5:1).`
          : 'Not a colour yet: write #0081FC, rgb(0 129 252) or a colour name.'}
      </p>
    </div>
  );
}
