import type { inspectionEn } from './messages.en';

/** Inspection: server messages in Chinese. */
export const inspectionCn: { [K in keyof typeof inspectionEn]: string } = {
  'inspection.lotNotFound': '该订单没有此批次',
  'inspection.closed': '该订单的质检已关闭（订单已取消或结束）',
  'inspection.alreadyInspected': '该批次已质检',
  'inspection.notFailed': '只有不合格批次需要处理',
  'inspection.noConcessionPending': '该批次没有待审批的让步放行',
  'inspection.ownDecision': '让步放行须由申请人以外的人审批',
  'inspection.checkMissing': '请填写检验项“{checkCn}”（{check}）',
  'inspection.normMissing': '请填写检验项“{checkCn}”（{check}）的标准值',
  'inspection.sampleSize': '抽样数量须在 {min} 与 {max} 之间（ISO 2859-1）',
  'inspection.defectsAboveSample': '缺陷数多于抽样数（{sample}）',
  'inspection.goodQuantityWhole': '合格数量须为大于 0 的整数（按订单单位）',
  'inspection.goodQuantity': '合格数量须大于 0 且不超过批量（{max}）',
  'inspection.reasonRequired': '请填写原因',
  'inspection.quantityInvalid': '请填写大于 0 的整数数量',
  'inspection.aboveLot': '不能超过批量（{max}）',
  'inspection.aboveShortfall': '不能超过尚缺的数量（{max}）',
  'inspection.stageInvalid': '请选择该订单的工序',
  'inspection.templateInvalid': '请检查检验模板',
};
