import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  type LatLng,
  MIN_POLYGON_POINTS,
  type PolygonLineProblem,
  parsePolygonText,
  polygonProblem,
  polygonText,
} from '@packflow/contracts';
import { useProblemText } from './location-fields';
import { MapArea, MapNotice, useMapProvider } from './map-area';
import { type PolygonEdit, addPoint, centreOf, clearPoints, movePoint, removePoint } from './polygon-edit';
import { bodyStyle, dialogStyle, mapHeight } from './dialog-frame';
import { useIsMobile } from '../../lib/use-media';

export interface PolygonDialogProps {
  initial?: readonly LatLng[];
  onConfirm: (points: LatLng[]) => void;
  onClose: () => void;
}

/**
 * Spec section 2, the polygon fence drawing map: answers its corners ({lat, lng}, at least three).
 * Click to add a corner, drag one to move it, select one to delete it, or clear them all; the
 * corners are also a text of "lat, lng" lines, which is the whole dialog without a map.
 */
export function PolygonDialog({ initial = [], onConfirm, onClose }: PolygonDialogProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const provider = useMapProvider();
  const problemText = useProblemText();
  const [edit, setEdit] = useState<PolygonEdit>({ points: [...initial], selected: null });
  const [text, setText] = useState(() => polygonText(initial));
  const [lineProblems, setLineProblems] = useState<PolygonLineProblem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [focus] = useState(() => centreOf(initial));

  /** An edit on the map (or a button) rewrites the text. */
  function apply(next: PolygonEdit): void {
    setEdit(next);
    setText(polygonText(next.points));
    setLineProblems([]);
    setRefusal(null);
  }

  /** Typed text: the corners follow once every line reads. */
  function type(value: string): void {
    setText(value);
    setRefusal(null);
    const parsed = parsePolygonText(value);
    setLineProblems(parsed.problems);
    if (parsed.problems.length === 0) setEdit({ points: parsed.points, selected: null });
  }

  function confirm(): void {
    if (lineProblems.length) return;
    const problem = polygonProblem(edit.points);
    if (problem) setRefusal(problemText(problem));
    else onConfirm(edit.points);
  }

  const lineText = (p: PolygonLineProblem) =>
    p.problem === 'format'
      ? t('map.problems.format', { line: p.line })
      : t('map.problems.line', { line: p.line, problem: problemText(p.problem) });
  const error = lineProblems.length ? lineProblems.map(lineText).join(' · ') : refusal;

  return (
    <Dialog
      isOpen
      title={t('map.fence.title')}
      onClose={onClose}
      canOutsideClickClose={false}
      style={dialogStyle(mobile)}
    >
      <DialogBody style={bodyStyle(mobile)}>
        {!provider.loading && <MapNotice config={provider.config} tilesFailed={provider.tilesFailed} />}
        {provider.showMap && provider.config && (
          <MapArea
            config={provider.config}
            height={mapHeight(mobile)}
            label={t('map.fence.mapLabel')}
            focus={focus}
            polygon={edit.points}
            selected={edit.selected}
            onClick={(point) => apply(addPoint(edit, point))}
            onVertexMove={(index, point) => apply(movePoint(edit, index, point))}
            onVertexSelect={(index) => setEdit({ ...edit, selected: index })}
            onTilesFailed={provider.failTiles}
          />
        )}
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, margin: '8px 0' }}>
          <span className="bp6-text-muted" role="status">
            {t('map.fence.count', { count: edit.points.length })}
          </span>
          {edit.selected !== null && (
            <Button
              size="small"
              intent={Intent.DANGER}
              text={t('map.fence.removeSelected', { n: edit.selected + 1 })}
              onClick={() => apply(removePoint(edit, edit.selected!))}
            />
          )}
          <Button
            size="small"
            text={t('map.fence.removeLast')}
            disabled={edit.points.length === 0}
            onClick={() => apply(removePoint(edit, edit.points.length - 1))}
          />
          <Button
            size="small"
            text={t('map.fence.clear')}
            disabled={edit.points.length === 0}
            onClick={() => apply(clearPoints())}
          />
        </div>
        <FormGroup
          label={t('map.fence.points')}
          labelFor="pf-fence-points"
          helperText={error ?? t('map.fence.pointsHint', { min: MIN_POLYGON_POINTS })}
          intent={error ? Intent.DANGER : Intent.NONE}
        >
          <TextArea
            id="pf-fence-points"
            fill
            rows={mobile ? 5 : 6}
            value={text}
            intent={error ? Intent.DANGER : Intent.NONE}
            placeholder={'36.0671, 120.3826\n36.0702, 120.3901\n36.0633, 120.3950'}
            onChange={(event) => type(event.currentTarget.value)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button intent={Intent.PRIMARY} text={t('map.fence.confirm')} onClick={confirm} />
          </>
        }
      />
    </Dialog>
  );
}
