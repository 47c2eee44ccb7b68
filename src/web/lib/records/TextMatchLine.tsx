/** Under a list row's subject: the file and page whose text matched the search, with the words marked. */
import type { TextMatch } from '@shared/schemas/text-match';

export function TextMatchLine({ match }: { match: TextMatch }) {
  return (
    <small className="text-match">
      <i className="pi pi-file" aria-hidden="true" /> {match.name}, pág. {match.page}: «
      {match.parts.map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one passage never move.
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
      »
    </small>
  );
}
