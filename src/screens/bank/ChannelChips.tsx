// The e-wallet channels as chips, one radio each (SPEC.md section 5). The chips flow in their own
// wrapper inside a plain fieldset: bank.css says which WebKit quirk that avoids.
import { channels } from './bankForm';

export function ChannelChips({
  name,
  legend,
  chosen,
  onChoose,
}: {
  name: string;
  legend: string;
  chosen: string;
  onChoose: (channelNumber: string) => void;
}) {
  return (
    <fieldset className="bank__channels">
      <legend className="sf-label">{legend}</legend>
      <div className="bank__chips">
        {channels.map((c) => (
          <label
            key={c.channelNumber}
            className={c.channelNumber === chosen ? 'bank__channel bank__channel--on' : 'bank__channel'}
          >
            <input
              type="radio"
              name={name}
              value={c.channelNumber}
              checked={c.channelNumber === chosen}
              onChange={() => onChoose(c.channelNumber)}
            />
            <span>{c.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
