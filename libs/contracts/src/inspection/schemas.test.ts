import { inspectSchema, inspectionSettingsSchema } from './schemas';

/** The console sends a form body: the lists travel in it as JSON text. */
describe('the inspection forms as a form body sends them', () => {
  it('reads the checks and defects from JSON text', () => {
    const parsed = inspectSchema.parse({
      sampleSize: '200',
      checks: JSON.stringify([
        { key: 'width', value: 120.5 },
        { key: 'appearance', passed: true },
      ]),
      defects: JSON.stringify([{ kind: 'seal', count: 3 }]),
      goodQuantity: '5000',
      photos: '',
      note: '',
    });
    expect(parsed.checks).toEqual([
      { key: 'width', value: 120.5 },
      { key: 'appearance', passed: true },
    ]);
    expect(parsed.defects).toEqual([{ kind: 'seal', count: 3 }]);
  });

  it('reads the templates from JSON text, and still refuses text that is no list', () => {
    const templates = [
      {
        kind: 'twoSide',
        checks: [
          {
            key: 'width',
            name: { cn: '宽度', en: 'Width' },
            kind: 'measured',
            norm: 0,
            tolerance: 1,
            unit: 'mm',
          },
        ],
      },
    ];
    expect(
      inspectionSettingsSchema.parse({ aql: '1.0', templates: JSON.stringify(templates) }).templates,
    ).toEqual(templates);
    expect(inspectionSettingsSchema.safeParse({ aql: '1.0', templates: 'width' }).success).toBe(false);
  });
});
