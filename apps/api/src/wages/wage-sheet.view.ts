import type { WageSheetView } from '@packflow/contracts';
import type { AuthContext } from '../auth/access';
import { namesOf } from '../orders/orders.queries';
import { commissionLine, peopleOfSheet, wageSheetView } from './wage-views';
import { type ReachedSheet, type WagesInputs, actorOf } from './wages-inputs';
import { linesOf } from './wages.queries';

/** A sheet's detail for the reader: its stream told with the ledger lines it took and the names of who acted. */
export async function sheetDetail(
  inputs: WagesInputs,
  auth: Pick<AuthContext, 'accountId' | 'role'>,
  sheet: ReachedSheet,
): Promise<WageSheetView> {
  const { db } = inputs.infra;
  const [lines, names] = await Promise.all([
    linesOf(db, sheet.state.made?.lineIds ?? []),
    namesOf(db, peopleOfSheet(sheet)),
  ]);
  return wageSheetView(sheet, lines.map(commissionLine), names, actorOf(auth));
}
