import {
  DEFAULT_AQL,
  type InspectionSettingsView,
  type InspectionTemplate,
  TEMPLATE_KINDS,
  type TemplateCheck,
  type TemplateKind,
} from '@packflow/contracts';
import { type Decider, type DomainEvent, assertNever } from '../shared/decider';

/**
 * Admin's inspection settings (factory.md: every threshold an admin setting): the AQL the
 * sampling plan uses and a checks template per bag type and for roll film. One stream; an
 * inspection copies the template's checks as they stand, so a later change never rewrites it.
 */

export const INSPECTION_SETTINGS_STREAM = 'quality-settings';

const passFail = (key: string, cn: string, en: string): TemplateCheck => ({
  key,
  name: { cn, en },
  kind: 'passFail',
  norm: null,
  tolerance: null,
  unit: null,
});
const measured = (
  key: string,
  cn: string,
  en: string,
  norm: number,
  tolerance: number,
  unit: string,
): TemplateCheck => ({
  key,
  name: { cn, en },
  kind: 'measured',
  norm,
  tolerance,
  unit,
});

/** What every bag is checked for; each bag type adds its own. */
const COMMON: TemplateCheck[] = [
  measured('width', '宽度', 'Width', 0, 1, 'mm'),
  measured('length', '长度', 'Length', 0, 1, 'mm'),
  measured('thickness', '厚度', 'Thickness', 0, 5, 'μm'),
  measured('sealStrength', '热封强度', 'Seal strength', 30, 10, 'N/15mm'),
  passFail('registration', '套印', 'Print registration'),
  passFail('colour', '颜色（对标样）', 'Colour against the proof'),
  passFail('appearance', '外观', 'Appearance'),
];

const EXTRA: Record<TemplateKind, TemplateCheck[]> = {
  twoSide: [],
  threeSide: [passFail('zipper', '拉链开合', 'Zipper opens and closes')],
  quad: [measured('gusset', '侧风琴', 'Side gusset', 0, 1, 'mm')],
  flatBottom: [
    measured('bottomGusset', '底风琴', 'Bottom gusset', 0, 1, 'mm'),
    passFail('standing', '站立', 'Stands upright'),
  ],
  standUp: [
    measured('bottomGusset', '底风琴', 'Bottom gusset', 0, 1, 'mm'),
    passFail('standing', '站立', 'Stands upright'),
  ],
  backSeal: [passFail('backSeal', '背封居中', 'Back seal centred')],
  sideGusset: [measured('gusset', '侧风琴', 'Side gusset', 0, 1, 'mm')],
  rollFilm: [],
};

/** A roll has no seal and no bag length: its own checks. */
const ROLL_FILM: TemplateCheck[] = [
  measured('width', '膜宽', 'Web width', 0, 1, 'mm'),
  measured('thickness', '厚度', 'Thickness', 0, 5, 'μm'),
  measured('coreDiameter', '纸芯内径', 'Core inner diameter', 76, 1, 'mm'),
  passFail('registration', '套印', 'Print registration'),
  passFail('colour', '颜色（对标样）', 'Colour against the proof'),
  passFail('winding', '收卷（端面整齐）', 'Winding (even roll edges)'),
  passFail('appearance', '外观', 'Appearance'),
];

/**
 * The templates of a new installation. A norm of 0 on a size means "the order's own size": the
 * inspection form fills it from the specification (see templateFor).
 */
export const DEFAULT_TEMPLATES: InspectionTemplate[] = TEMPLATE_KINDS.map((kind) => ({
  kind,
  checks: kind === 'rollFilm' ? ROLL_FILM : [...COMMON, ...EXTRA[kind]],
}));

export type InspectionSettingsEvent = DomainEvent<
  'InspectionSettingsChanged',
  { aql: InspectionSettingsView['aql']; templates: InspectionTemplate[]; by: string; at: string }
>;
export type InspectionSettingsCommand = {
  type: 'ChangeInspectionSettings';
  data: { aql: InspectionSettingsView['aql']; templates: InspectionTemplate[]; by: string; at: string };
};

export type InspectionSettingsState = InspectionSettingsView;

export const defaultInspectionSettings = (): InspectionSettingsState => ({
  aql: DEFAULT_AQL,
  templates: DEFAULT_TEMPLATES,
  version: 0,
});

export const inspectionSettingsDecider: Decider<
  InspectionSettingsState,
  InspectionSettingsCommand,
  InspectionSettingsEvent
> = {
  initialState: defaultInspectionSettings,
  evolve(state, event) {
    switch (event.type) {
      case 'InspectionSettingsChanged': {
        // A kind left out of the change keeps its template.
        const byKind = new Map(state.templates.map((t) => [t.kind, t]));
        for (const t of event.data.templates) byKind.set(t.kind, t);
        return {
          aql: event.data.aql,
          templates: TEMPLATE_KINDS.map((k) => byKind.get(k) ?? { kind: k, checks: [] }),
          version: state.version + 1,
        };
      }
      default:
        return assertNever(event.type);
    }
  },
  decide(command) {
    return [{ type: 'InspectionSettingsChanged', data: command.data }];
  },
};

/** The template for an order: its bag type's, or roll film's when it has none. */
export function templateFor(settings: InspectionSettingsState, bagType: string | null): InspectionTemplate {
  const kind = (bagType ?? 'rollFilm') as TemplateKind;
  return settings.templates.find((t) => t.kind === kind) ?? { kind, checks: [] };
}
