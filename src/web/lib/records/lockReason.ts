/** Why a registered document's edit page shows no form (ResourceFormPage `lockedReason`). */

interface Nouns {
  /** "el ingreso", "la salida" */
  one: string;
  /** "los ingresos", "las salidas" */
  all: string;
}

/** Only a document still `registrado` is edited; one that is, and yet cannot be, is not the user's to edit. */
export const lockReason =
  (nouns: Nouns, states: Record<string, string>) =>
  ({ number, state }: { number: string; state: string }) =>
    state === 'registrado'
      ? `No tiene permiso para editar ${nouns.one} ${number}.`
      : `${capitalize(nouns.one)} ${number} ya no puede editarse porque su estado es «${states[state] ?? state}»; solo se editan ${nouns.all} en estado «Registrado».`;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
