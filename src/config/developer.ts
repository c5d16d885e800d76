// Developer-owned configuration: values that must match the native app, the server or what earlier
// versions of this app stored, so a product-staff edit must never change them. They live in
// schemas/developer.json, with the rest of the static configuration (CONTRACT.md section 7), and are
// checked against schemas/meta/developer.schema.json; the studio does not offer that file and
// docs/editing.md tells staff why. Read through `config` (src/config/index.ts), which lays these over
// the staff-edited app.json; Node tools read them here.
import wire from '../../schemas/developer.json' with { type: 'json' };

type Wire = typeof wire;

/** As the file says, with the item-type spellings as a table any name may be looked up in. */
export const developer: Omit<Wire, '$schema' | 'cateAliases'> & { cateAliases: Record<string, string> } =
  wire;
