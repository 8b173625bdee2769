/** The URL-kept list state lives in the console's shared lib; this name stays for the shipping list. */
export { useUrlKeyword, useUrlParam } from '../../../lib/use-url-state';
