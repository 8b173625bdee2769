import type { contractsEn } from './messages.en';

/** 合同：服务器消息（中文），与 messages.en.ts 键相同。 */
export const contractsCn: { [K in keyof typeof contractsEn]: string } = {
  'contracts.created': '合同 {number} 已生成',
  'contracts.inProgress': '合同 {number} 正在生成，完成后列表中即可看到',
  'contracts.needsQuotation': '生成合同至少需要一份报价',
  'contracts.tooManyQuotations': '一份合同最多包含 {max} 份报价',
  'contracts.duplicateQuotation': '报价 {number} 被重复选择',
  'contracts.customerDiffers': '不同客户的报价不能合并：{number} 属于其他客户',
  'contracts.paymentTermsDiffer': '付款方式不同的报价不能合并：{number} 不同',
  'contracts.printingTypeDiffers': '印刷类型不同的报价不能合并：{number} 不同',
  'contracts.typeDiffers': '报价 {number} 的印刷类型与所选合同类型不同',
  'contracts.currencyDiffers': '币种不同的报价不能合并：{number} 不同',
  'contracts.taxDiffers': '报价 {number} 的含税设置与合同不同，合同须与其报价一致',
  'contracts.quotationPending': '报价 {number} 仍在等待调价审核',
  'contracts.quotationRejected': '报价 {number} 调价审核未通过',
  'contracts.quotationSuperseded': '报价 {number} 已被修订，请使用新的报价',
  'contracts.quotationUnderContract': '报价 {number} 已在合同 {contract} 中',
  'contracts.quotationNoQuantity': '报价 {number} 没有数量',
  'contracts.notYourCustomer': '报价 {number} 的客户不是您的客户',
  'contracts.ownersOnly': '只有业务员和贸易商可以生成合同',
  'contracts.typeInvalid': '请选择数码印刷或凹版印刷',
  'contracts.samplingNotInContract': '只能为本合同的报价选择打样',
  'contracts.idsInvalid': '请以逗号分隔填写报价编号',
  'contracts.dateRange': '开始日期不能晚于结束日期',
};
