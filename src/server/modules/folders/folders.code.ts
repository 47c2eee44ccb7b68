/** The folder's code as listed, printed and barcoded: CAR-000012. */
export const folderCode = (id: number) => `CAR-${String(id).padStart(6, '0')}`;
