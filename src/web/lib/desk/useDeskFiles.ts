/**
 * The files a public form sends (DeskFiles): the ones chosen and their errors, added to the form's
 * body on sending, and a failure split between them (under the inputs) and the form's fields.
 */
import { useState } from 'react';
import { type FileErrors, splitFileErrors } from './fileErrors';

export function useDeskFiles(onError: (error: unknown) => void) {
  const [main, setMain] = useState<File | null>(null);
  const [annexes, setAnnexes] = useState<File[]>([]);
  const [errors, setErrors] = useState<FileErrors>({});
  return {
    /** DeskFiles' props but its limits. */
    fields: { main, annexes, onMain: setMain, onAnnexes: setAnnexes, errors },
    /** A new try: the earlier errors go, the files join the body as `principal` and `anexos`. */
    attach: (body: FormData) => {
      setErrors({});
      if (main) body.append('principal', main);
      for (const file of annexes) body.append('anexos', file);
    },
    fail: (error: unknown) => {
      const { files, rest } = splitFileErrors(error);
      setErrors(files);
      if (rest) onError(rest);
    },
  };
}
