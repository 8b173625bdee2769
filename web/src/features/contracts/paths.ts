/** Where the contract screen is; `?make=<ids>` opens it making a contract of those quotations, `?id=` on one contract. */
export const CONTRACT_LIST_PATH = '/Contract';
export const contractDetailPath = (id: string): string =>
  `${CONTRACT_LIST_PATH}?id=${encodeURIComponent(id)}`;
